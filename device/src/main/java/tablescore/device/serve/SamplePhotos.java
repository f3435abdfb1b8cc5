package tablescore.device.serve;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Optional;

/**
 * Finds the photo folder for the simulated camera: the configured one, else the first
 * {@code ../shared/vision/photos/}{@code *}{@code /images} (or {@code shared/...}) from the working directory,
 * else the sample photos inside the jar, unpacked into the data folder.
 */
public final class SamplePhotos {

    private SamplePhotos() {}

    public static Path folder(String configured, Path dataDir) {
        if (configured != null && !configured.isBlank()) return Path.of(configured);
        for (Path base : List.of(Path.of("../shared/vision/photos"), Path.of("shared/vision/photos"), Path.of("../../shared/vision/photos"))) {
            Optional<Path> found = firstImages(base);
            if (found.isPresent()) return found.get().toAbsolutePath().normalize();
        }
        return unpack(dataDir.resolve("sample-photos"));
    }

    private static Optional<Path> firstImages(Path base) {
        if (!Files.isDirectory(base)) return Optional.empty();
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(base)) {
            for (Path p : ds) if (Files.isDirectory(p.resolve("images"))) return Optional.of(p.resolve("images"));
        } catch (IOException e) {
            return Optional.empty();
        }
        return Optional.empty();
    }

    /** Unpacks the sample photos listed in /sim-photos.txt; the folder may end up empty in a build without ../shared. */
    static Path unpack(Path target) {
        try (InputStream index = SamplePhotos.class.getResourceAsStream("/sim-photos.txt")) {
            Files.createDirectories(target);
            if (index == null) return target;
            for (String name : new String(index.readAllBytes(), StandardCharsets.UTF_8).split("\\s+")) {
                if (name.isBlank() || Files.exists(target.resolve(name))) continue;
                try (InputStream in = SamplePhotos.class.getResourceAsStream("/sim-photos/" + name)) {
                    if (in != null) Files.copy(in, target.resolve(name), StandardCopyOption.REPLACE_EXISTING);
                }
            }
        } catch (IOException e) {
            throw new IllegalStateException("cannot unpack the sample photos into " + target + ": " + e.getMessage(), e);
        }
        return target;
    }
}
