package tablescore.hardware;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * The camera in simulation: serves the photos of a folder in turn (sorted by name, then from the start
 * again). The folder is listed afresh on every capture, so photos can be dropped in while it runs, and a
 * folder that disappears is a missing camera, not a crash.
 */
public final class FolderCamera implements Camera {

    private final Path folder;
    private int next;

    public FolderCamera(Path folder) { this.folder = folder; }

    @Override
    public synchronized Photo capture() throws CameraException {
        List<Path> photos = list();
        if (photos.isEmpty()) throw new CameraException("the photo folder " + folder + " has no .jpg or .png photos");
        Path p = photos.get(Math.floorMod(next++, photos.size()));
        try {
            return new Photo(Files.readAllBytes(p), extension(p), p.getFileName().toString(), Instant.now());
        } catch (IOException | IllegalArgumentException e) {
            throw new CameraException("could not read the photo " + p + ": " + e.getMessage(), e);
        }
    }

    /** The photo files in the order they are served. */
    public List<Path> list() throws CameraException {
        if (!Files.isDirectory(folder)) throw new CameraException("the photo folder " + folder + " does not exist");
        try (Stream<Path> s = Files.list(folder)) {
            return s.filter(Files::isRegularFile).filter(p -> !extension(p).isEmpty()).sorted().toList();
        } catch (IOException e) {
            throw new CameraException("could not list the photo folder " + folder + ": " + e.getMessage(), e);
        }
    }

    /** Serves this file next (the dashboard's "use this photo" in simulation). */
    public synchronized void select(String fileName) throws CameraException {
        List<Path> photos = list();
        for (int i = 0; i < photos.size(); i++) {
            if (photos.get(i).getFileName().toString().equals(fileName)) {
                next = i;
                return;
            }
        }
        throw new CameraException("there is no photo named '" + fileName + "' in " + folder);
    }

    private static String extension(Path p) {
        String n = p.getFileName().toString().toLowerCase(Locale.ROOT);
        if (n.endsWith(".jpg") || n.endsWith(".jpeg")) return "jpg";
        if (n.endsWith(".png")) return "png";
        return "";
    }

    public Path folder() { return folder; }

    @Override
    public String description() { return "simulated camera: photos from " + folder.toAbsolutePath().normalize(); }

    @Override
    public boolean simulated() { return true; }

    @Override
    public void close() { }
}
