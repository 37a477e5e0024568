package pbm.mail;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EmlTransportTest {

    @TempDir
    Path dir;

    private List<String> fileNames() throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void writesOneFilePerStemAndReplacesOnRewrite() throws IOException {
        EmlDirectory eml = new EmlDirectory(dir);
        eml.write("17", "first".getBytes(StandardCharsets.US_ASCII));
        eml.write("17", "second".getBytes(StandardCharsets.US_ASCII));
        eml.write("18", "other".getBytes(StandardCharsets.US_ASCII));
        assertEquals(List.of("17.eml", "18.eml"), fileNames());
        assertEquals("second", Files.readString(dir.resolve("17.eml")));
        assertEquals(dir.resolve("18.eml"), eml.pathOf("18"));
    }

    @Test
    void createsTheFolder() throws IOException {
        Path nested = dir.resolve("out/box");
        new EmlDirectory(nested).write("a", new byte[] {1, 2, 3});
        assertArrayEquals(new byte[] {1, 2, 3}, Files.readAllBytes(nested.resolve("a.eml")));
    }

    @Test
    void stemsCannotLeaveTheFolder() {
        EmlDirectory eml = new EmlDirectory(dir);
        for (String stem : new String[] {"../x", "a/b", ".hidden", "", "a b", "x\ny", null}) {
            assertThrows(IllegalArgumentException.class, () -> eml.write(stem, new byte[0]), String.valueOf(stem));
        }
        assertTrue(EmlDirectory.isValidStem("outbox-42.v2_x"));
    }

    @Test
    void transportWritesTheRawBytes() throws Exception {
        MailWriter writer = new MailWriter("pbm@localhost", Clock.fixed(Instant.EPOCH, ZoneOffset.UTC));
        OutboundMail mail = new OutboundMail(List.of("alice@example.org"), "Draughts Board 101 alice",
                MailWriterTest.board(), null, List.of());
        byte[] raw = writer.toBytes(mail, writer.newMessageId("42"));
        MailTransport transport = new EmlTransport(dir);
        transport.send("42", mail, raw);
        transport.send("42", mail, raw);
        assertEquals(List.of("42.eml"), fileNames());
        byte[] stored = Files.readAllBytes(dir.resolve("42.eml"));
        assertArrayEquals(raw, stored);
        assertEquals(MailWriterTest.board(), InboundParser.parse(stored).text());
    }

    @Test
    void badOutboxIdIsAPermanentFailure() {
        MailTransportException e = assertThrows(MailTransportException.class,
                () -> new EmlTransport(dir).send("../42", null, new byte[0]));
        assertFalse(e.isTemporary());
    }

    @Test
    void unwritableFolderIsATemporaryFailure() throws IOException {
        Path notADirectory = Files.writeString(dir.resolve("file"), "x");
        MailTransportException e = assertThrows(MailTransportException.class,
                () -> new EmlTransport(notADirectory).send("1", null, new byte[0]));
        assertTrue(e.isTemporary());
        assertEquals(List.of("file"), fileNames());
    }

    @Test
    void aBatchIsWrittenWholeAndABadStemFailsAlone() throws Exception {
        MailTransport transport = new EmlTransport(dir);
        List<MailTransport.Outgoing> batch = new java.util.ArrayList<>();
        for (int i = 1; i <= 50; i++) {
            batch.add(new MailTransport.Outgoing(String.valueOf(i), null, ("mail " + i).getBytes(StandardCharsets.US_ASCII)));
        }
        batch.add(25, new MailTransport.Outgoing("../x", null, new byte[] {1}));
        List<MailTransportException> failures = transport.sendAll(batch);
        assertEquals(51, failures.size());
        for (int i = 0; i < 51; i++) {
            assertEquals(i == 25, failures.get(i) != null, "mail " + i);
        }
        assertFalse(failures.get(25).isTemporary());
        assertEquals(50, fileNames().size(), fileNames().toString());
        assertEquals("mail 26", Files.readString(dir.resolve("26.eml")));
        transport.sendAll(List.of(new MailTransport.Outgoing("26", null, "again".getBytes(StandardCharsets.US_ASCII))));
        assertEquals("again", Files.readString(dir.resolve("26.eml")), "a re-send replaces");
        assertEquals(50, fileNames().size());
    }

    @Test
    void aBatchIsSyncedTogetherBeforeItsFilesTakeTheirNames() throws IOException {
        java.util.Map<String, byte[]> batch = batch(EmlDirectory.GROUP_SYNC_FROM + 4);
        List<List<String>> seenBySync = new java.util.ArrayList<>();
        EmlDirectory eml = new EmlDirectory(dir, folder -> {
            try {
                seenBySync.add(fileNames());
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
            return true;
        });
        assertEquals(java.util.Map.of(), eml.writeAll(batch));
        assertEquals(1, seenBySync.size(), "one sync for the batch");
        List<String> before = seenBySync.get(0);
        assertEquals(batch.size(), before.size());
        assertTrue(before.stream().allMatch(name -> name.startsWith(".") && name.endsWith(".tmp")),
                "the sync ran while every file still had its temporary name: " + before);
        assertStored(batch);
    }

    @Test
    void aBatchWhoseSyncFailsIsForcedFileByFile() throws IOException {
        java.util.Map<String, byte[]> batch = batch(EmlDirectory.GROUP_SYNC_FROM);
        int[] syncs = {0};
        EmlDirectory eml = new EmlDirectory(dir, folder -> {
            syncs[0]++;
            return false;
        });
        assertEquals(java.util.Map.of(), eml.writeAll(batch));
        assertEquals(1, syncs[0]);
        assertStored(batch);

        java.util.Map<String, byte[]> small = new java.util.LinkedHashMap<>();
        small.put("small", "one".getBytes(StandardCharsets.US_ASCII));
        eml.writeAll(small);
        assertEquals(1, syncs[0], "a batch of one is forced by itself, without a sync of the file system");
        assertEquals("one", Files.readString(dir.resolve("small.eml")));
    }

    @Test
    void onLinuxABatchIsStoredWithOneSyncOfTheFileSystem() throws IOException {
        org.junit.jupiter.api.Assumptions.assumeTrue(System.getProperty("os.name").startsWith("Linux"));
        assertTrue(FileSystemSync.sync(dir), "coreutils' sync -f works here");
        java.util.Map<String, byte[]> batch = batch(EmlDirectory.GROUP_SYNC_FROM * 2);
        assertEquals(java.util.Map.of(), new EmlDirectory(dir).writeAll(batch));
        assertStored(batch);
    }

    private static java.util.Map<String, byte[]> batch(int size) {
        java.util.Map<String, byte[]> batch = new java.util.LinkedHashMap<>();
        for (int i = 0; i < size; i++) {
            batch.put("row" + i, ("mail number " + i).getBytes(StandardCharsets.US_ASCII));
        }
        return batch;
    }

    /** Every mail of the batch under its name with its bytes, and nothing else in the folder. */
    private void assertStored(java.util.Map<String, byte[]> batch) throws IOException {
        assertEquals(batch.keySet().stream().map(stem -> stem + ".eml").sorted().toList(), fileNames());
        for (java.util.Map.Entry<String, byte[]> mail : batch.entrySet()) {
            assertArrayEquals(mail.getValue(), Files.readAllBytes(dir.resolve(mail.getKey() + ".eml")));
        }
    }
}
