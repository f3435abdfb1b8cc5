package tablescore.device.table;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import tablescore.engine.tile.Notation;
import tablescore.engine.tile.Tile;

/**
 * The test's recogniser: its "photos" are text files holding the hand in notation, concealed tiles
 * first and melds after "|" ("234m456p345s678s22p" or "234m22p | 777z | 999s"), with the last tile read
 * at confidence 0.5 with runner-up 1m (2p for a 1m), so the review marks one uncertain tile; the others at 0.99.
 */
final class NotationPhotoReader implements HandReader {

    /** The test's layout "sheet": the faces a calibration photo must list, in this order. */
    static final String LAYOUT = "123456789m123456789p123456789s1234567z";

    private TileSet tileSet = TileSet.builtIn(null);

    /** A calibration "photo" is a text file that lists the layout's faces; anything else is refused. */
    @Override
    public TileSet calibrate(Path photo) {
        String text = textOf(photo);
        if (!text.equals(LAYOUT)) {
            throw new IllegalArgumentException("calibration photo shows " + Notation.parse(text.split("\\|")[0].trim()).size()
                    + " tiles, the layout has 34");
        }
        tileSet = new TileSet(34, List.of(), Instant.now(), null, List.of());
        return tileSet;
    }

    @Override
    public TileSet tileSet() {
        return tileSet;
    }

    @Override
    public byte[] layoutSheet() {
        return LAYOUT.getBytes(StandardCharsets.UTF_8);
    }

    @Override
    public Reading read(Path photo, java.util.Set<String> faces) { // the notation names each tile exactly: nothing to rule out
        String text = textOf(photo);
        List<ReadTile> tiles = new ArrayList<>();
        String[] groups = text.split("\\|");
        for (int g = 0; g < groups.length; g++) {
            for (Tile t : Notation.parse(groups[g].trim())) {
                tiles.add(new ReadTile(t.toString(), g == 0 ? "concealed" : "meld " + g, List.of(), 0.99, null, false));
            }
        }
        ReadTile last = tiles.get(tiles.size() - 1);
        tiles.set(tiles.size() - 1, new ReadTile(last.tile(), last.group(), List.of(), 0.5, last.tile().equals("1m") ? "2p" : "1m", false));
        return new Reading(640, 480, tiles);
    }

    private static String textOf(Path photo) {
        try {
            return Files.readString(photo, StandardCharsets.UTF_8).trim();
        } catch (IOException e) {
            throw new IllegalArgumentException("unreadable photo " + photo);
        }
    }
}
