package tablescore.device.gamelog;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import tablescore.hardware.Photo;

/**
 * Photos beside the log, named by the SHA-256 of their bytes. A photo is written to a temporary file,
 * forced to disk, renamed into place and the folder forced, before the event that names it is
 * committed: an event never points at a photo that a pulled plug lost.
 */
public final class PhotoStore {

    private final Path folder;

    public PhotoStore(Path folder) {
        this.folder = folder;
        try {
            Files.createDirectories(folder);
        } catch (IOException e) {
            throw new GameLogException("cannot create the photo folder " + folder + ": " + e.getMessage(), e);
        }
    }

    public Path folder() { return folder; }

    /** A stored photo: file name inside the folder and its hash. */
    public record Stored(String file, String sha256) {}

    public Stored store(Photo photo) {
        String sha = sha256(photo.bytes());
        String name = sha + "." + photo.extension();
        Path target = folder.resolve(name);
        try {
            if (Files.exists(target) && sha.equals(sha256(Files.readAllBytes(target)))) return new Stored(name, sha);
            Path tmp = folder.resolve(name + ".tmp-" + ProcessHandle.current().pid());
            try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING,
                    StandardOpenOption.WRITE)) {
                ByteBuffer buf = ByteBuffer.wrap(photo.bytes());
                while (buf.hasRemaining()) ch.write(buf);
                ch.force(true);
            }
            try {
                Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
            }
            forceFolder();
            return new Stored(name, sha);
        } catch (IOException e) {
            throw new GameLogException("cannot write the photo to " + folder + ": " + e.getMessage(), e);
        }
    }

    public Path resolve(String file) {
        Path p = folder.resolve(file).normalize();
        if (!p.startsWith(folder.normalize())) throw new GameLogException("photo name '" + file + "' points outside the photo folder");
        return p;
    }

    /** True when the file is there and its bytes still hash to what the log says. */
    public boolean verify(String file, String sha256) {
        try {
            return sha256.equals(sha256(Files.readAllBytes(resolve(file))));
        } catch (IOException e) {
            return false;
        }
    }

    private void forceFolder() {
        // fsync of the directory makes the rename durable; not every file system allows opening one
        try (FileChannel dir = FileChannel.open(folder, StandardOpenOption.READ)) {
            dir.force(true);
        } catch (IOException ignored) {
            // best effort
        }
    }

    public static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }
}
