package tablescore.web.table;

/** A command the table refuses; the message is a sentence shown to the player as it is. */
public class TableException extends RuntimeException {

    public TableException(String sentence) {
        super(sentence);
    }

    public TableException(String sentence, Throwable cause) {
        super(sentence, cause);
    }
}
