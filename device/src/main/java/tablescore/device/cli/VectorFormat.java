package tablescore.device.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Map;

/**
 * Reads one line in a rule system's vector format (../shared/vectors) and scores it, answering in the
 * shape of that line's {@code expected} object. Bad input throws IllegalArgumentException with a sentence
 * saying what is wrong; the caller turns it into an {@code error} field.
 */
public interface VectorFormat {

    /** The rule system id this format scores. */
    String system();

    /**
     * @param line           one vector: a line of reference.jsonl, or one element of a file's vector list
     * @param optionOverrides options given on the command line, applied after the line's own
     */
    ObjectNode score(JsonNode line, Map<String, String> optionOverrides);
}
