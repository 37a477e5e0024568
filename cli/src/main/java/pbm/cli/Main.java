package pbm.cli;

/** Entry point of the pbm admin tool; replaced by the picocli command tree. */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        System.out.println("pbm");
    }
}
