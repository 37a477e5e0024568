-- Issue 30: a mail's sender is matched with players' addresses the way mail systems match
-- them, the local part without regard to case by default (mail.local-part-case). The lookup
-- asks for lower(address); this index answers it without reading every address.
CREATE INDEX user_addresses_folded ON user_addresses (lower(address));
