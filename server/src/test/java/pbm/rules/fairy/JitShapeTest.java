package pbm.rules.fairy;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The methods the search calls at every node stay over HotSpot's bound for inlining a hot
 * method (FreqInlineSize, 325 bytes of bytecode), so that each is compiled on its own and
 * not inside the search, which a branch first taken late would then recompile whole
 * (docs/fairy-engine.md, "The shape the JIT sees"). Read from the compiled class files.
 */
class JitShapeTest {
    private static final int BOUND = 325;

    @Test
    void theSearchesUnitsStayOverTheInliningBound() throws IOException {
        assertOver(Board.class, "make");
        assertOver(Board.class, "unmake");
        assertOver(MoveGenerator.class, "pieceMoves");
        assertOver(Attacks.class, "attacked");
        assertOver(Attacks.class, "pinned");
    }

    private static void assertOver(Class<?> type, String method) throws IOException {
        Integer size = codeSizes(type).get(method);
        assertNotNull(size, type.getSimpleName() + "." + method + " not found");
        assertTrue(size > BOUND, type.getSimpleName() + "." + method + " has " + size + " bytes of bytecode, at most "
                + BOUND + ": HotSpot would inline it into the search (see docs/fairy-engine.md)");
    }

    /** Each method's name and the length of its code (the largest, for a name overloaded). */
    private static Map<String, Integer> codeSizes(Class<?> type) throws IOException {
        try (InputStream raw = type.getResourceAsStream(type.getSimpleName() + ".class");
                DataInputStream in = new DataInputStream(raw)) {
            in.readInt(); // magic
            in.readInt(); // minor and major version
            String[] utf8 = constants(in);
            in.readUnsignedShort(); // access flags
            in.readUnsignedShort(); // this class
            in.readUnsignedShort(); // super class
            in.skipNBytes(2L * in.readUnsignedShort()); // interfaces
            for (int fields = in.readUnsignedShort(); fields > 0; fields--) {
                in.skipNBytes(6);
                skipAttributes(in);
            }
            Map<String, Integer> sizes = new HashMap<>();
            for (int methods = in.readUnsignedShort(); methods > 0; methods--) {
                in.readUnsignedShort(); // access flags
                String name = utf8[in.readUnsignedShort()];
                in.readUnsignedShort(); // descriptor
                for (int attributes = in.readUnsignedShort(); attributes > 0; attributes--) {
                    String attribute = utf8[in.readUnsignedShort()];
                    int length = in.readInt();
                    if (!attribute.equals("Code")) {
                        in.skipNBytes(length);
                        continue;
                    }
                    in.readUnsignedShort(); // max stack
                    in.readUnsignedShort(); // max locals
                    int code = in.readInt();
                    sizes.merge(name, code, Math::max);
                    in.skipNBytes(length - 8L);
                }
            }
            return sizes;
        }
    }

    /** The constant pool: the text of each UTF-8 entry by its index, null for the others. */
    private static String[] constants(DataInputStream in) throws IOException {
        int count = in.readUnsignedShort();
        String[] utf8 = new String[count];
        for (int i = 1; i < count; i++) {
            int tag = in.readUnsignedByte();
            switch (tag) {
                case 1 -> utf8[i] = in.readUTF();
                case 7, 8, 16, 19, 20 -> in.skipNBytes(2);
                case 15 -> in.skipNBytes(3);
                case 3, 4, 9, 10, 11, 12, 17, 18 -> in.skipNBytes(4);
                case 5, 6 -> {
                    in.skipNBytes(8);
                    i++; // a long or a double takes two entries
                }
                default -> throw new IOException("unknown constant pool tag " + tag);
            }
        }
        return utf8;
    }

    private static void skipAttributes(DataInputStream in) throws IOException {
        for (int attributes = in.readUnsignedShort(); attributes > 0; attributes--) {
            in.readUnsignedShort();
            in.skipNBytes(in.readInt());
        }
    }
}
