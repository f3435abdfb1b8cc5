package tablescore.device.serve;

import com.google.zxing.BarcodeFormat;
import com.google.zxing.EncodeHintType;
import com.google.zxing.WriterException;
import com.google.zxing.common.BitMatrix;
import com.google.zxing.qrcode.QRCodeWriter;
import com.google.zxing.qrcode.decoder.ErrorCorrectionLevel;
import java.util.Map;

/** The dashboard address as a QR code, for the log (text blocks) and the simulation page (SVG). */
public final class QrCode {

    private final BitMatrix matrix;

    public QrCode(String text) {
        try {
            matrix = new QRCodeWriter().encode(text, BarcodeFormat.QR_CODE, 0, 0,
                    Map.of(EncodeHintType.ERROR_CORRECTION, ErrorCorrectionLevel.M, EncodeHintType.MARGIN, 2));
        } catch (WriterException | IllegalArgumentException e) {
            throw new IllegalArgumentException("cannot draw '" + text + "' as a QR code: " + e.getMessage(), e);
        }
    }

    public boolean dark(int x, int y) { return matrix.get(x, y); }

    public int size() { return matrix.getWidth(); }

    /** Two rows per line with half blocks, dark modules as spaces on a light background (scannable in a terminal). */
    public String text() {
        StringBuilder sb = new StringBuilder();
        int n = size();
        for (int y = 0; y < n; y += 2) {
            for (int x = 0; x < n; x++) {
                boolean top = matrix.get(x, y);
                boolean bottom = y + 1 < n && matrix.get(x, y + 1);
                sb.append(top ? (bottom ? ' ' : '▄') : (bottom ? '▀' : '█'));
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    public String svg(int pixelsPerModule) {
        int n = size();
        StringBuilder sb = new StringBuilder();
        sb.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(n * pixelsPerModule).append("\" height=\"")
                .append(n * pixelsPerModule).append("\" viewBox=\"0 0 ").append(n).append(' ').append(n)
                .append("\" shape-rendering=\"crispEdges\"><rect width=\"100%\" height=\"100%\" fill=\"#fff\"/><path fill=\"#000\" d=\"");
        for (int y = 0; y < n; y++) {
            for (int x = 0; x < n; x++) if (matrix.get(x, y)) sb.append('M').append(x).append(',').append(y).append("h1v1h-1z");
        }
        return sb.append("\"/></svg>").toString();
    }
}
