package pbm.command;

/**
 * One command of a mail as read once: its text, and the handler its words name with the game
 * they start with ({@code found} null when no command of this server starts so).
 */
record ParsedCommand(CommandText text, Commands.Found found) {
    boolean known() {
        return found != null;
    }
}
