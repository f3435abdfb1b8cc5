package tablescore.device.table;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
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

    @Override
    public Reading read(Path photo) {
        String text;
        try {
            text = Files.readString(photo, StandardCharsets.UTF_8).trim();
        } catch (IOException e) {
            throw new IllegalArgumentException("unreadable photo " + photo);
        }
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
}
