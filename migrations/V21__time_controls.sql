-- Issue 34, time controls as correspondence players count them: a board may be played under
-- a control chosen at the challenge (-time 10/50: 10 moves in 50 days, repeating; -time
-- 30+1/30: 30 days, 1 more a move, at most 30 in hand), stored as that text (TimeControl.spec);
-- NULL for a board under the per-move nag and forfeit days alone.
ALTER TABLE games ADD COLUMN time_control TEXT;
