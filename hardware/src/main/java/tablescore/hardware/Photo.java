package tablescore.hardware;

import java.time.Instant;

/**
 * One picture of the table, encoded (JPEG from a camera, or the file's bytes from a photo folder).
 *
 * @param bytes     the encoded image
 * @param extension "jpg" or "png", as the bytes are encoded
 * @param source    where it came from: "/dev/video0" or the file name in the photo folder
 * @param takenAt   when it was taken
 */
public record Photo(byte[] bytes, String extension, String source, Instant takenAt) {
    public Photo {
        if (bytes == null || bytes.length == 0) throw new IllegalArgumentException("a photo needs bytes");
        if (extension == null || extension.isBlank()) throw new IllegalArgumentException("a photo needs an extension");
    }
}
