package tablescore.device.cli;

import java.util.List;
import java.util.stream.Collectors;

/** The vector format of each rule system, by system id. */
public final class VectorFormats {

    private static final List<VectorFormat> ALL = List.of(
            // one entry per rule system
            new RiichiVectors(),
            new RiichiReformVectors(),
            new ZungJungVectors(),
            new NingboVectors(),
            new FuzhouVectors(),
            new MalaysianVectors()
    );

    private VectorFormats() {}

    public static VectorFormat forSystem(String id) {
        for (VectorFormat f : ALL) if (f.system().equalsIgnoreCase(id.trim())) return f;
        throw new IllegalArgumentException("no vector format for rule system '" + id + "'; known: "
                + ALL.stream().map(VectorFormat::system).collect(Collectors.joining(", ")));
    }
}
