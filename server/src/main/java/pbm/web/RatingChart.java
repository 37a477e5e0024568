package pbm.web;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import pbm.play.Elo;
import pbm.store.RatingChange;

/**
 * A small line chart of one rating's history, drawn on the server as SVG: the rating before
 * the first rated game, then after each, left to right, with the lowest and highest shown.
 */
final class RatingChart {
    private static final int WIDTH = 480;
    private static final int HEIGHT = 120;
    private static final int LEFT = 44;
    private static final int PAD = 12;

    private RatingChart() {
    }

    /** The chart of {@code changes} (one pool's, oldest first; not empty), titled {@code pool}. */
    static String of(String pool, List<RatingChange> changes) {
        List<Double> ratings = new ArrayList<>();
        ratings.add(changes.get(0).before());
        changes.forEach(change -> ratings.add(change.after()));
        double low = ratings.stream().mapToDouble(Double::doubleValue).min().orElseThrow();
        double high = ratings.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
        double span = Math.max(high - low, 20);
        double middle = (high + low) / 2;
        double bottom = middle - span / 2;
        StringBuilder points = new StringBuilder();
        for (int i = 0; i < ratings.size(); i++) {
            double x = LEFT + (WIDTH - LEFT - PAD) * (ratings.size() == 1 ? 0.5 : (double) i / (ratings.size() - 1));
            double y = HEIGHT - PAD - (HEIGHT - 2 * PAD) * (ratings.get(i) - bottom) / span;
            points.append(i == 0 ? "" : " ").append(String.format(Locale.ROOT, "%.1f,%.1f", x, y));
        }
        StringBuilder svg = new StringBuilder();
        svg.append("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"rating-chart\" data-pool=\"")
                .append(Html.escape(pool)).append("\" viewBox=\"0 0 ").append(WIDTH).append(' ').append(HEIGHT)
                .append("\" role=\"img\" aria-label=\"").append(Html.escape(pool)).append(" rating history\">")
                .append("<rect width=\"").append(WIDTH).append("\" height=\"").append(HEIGHT).append("\" fill=\"#fff\"/>")
                .append("<line x1=\"").append(LEFT).append("\" y1=\"").append(HEIGHT - PAD).append("\" x2=\"")
                .append(WIDTH - PAD).append("\" y2=\"").append(HEIGHT - PAD).append("\" stroke=\"#ccc\"/>")
                .append("<g font-size=\"12\" fill=\"#666\" font-family=\"system-ui,sans-serif\">")
                .append("<text x=\"4\" y=\"").append(PAD + 4).append("\">").append(Elo.shown(high)).append("</text>")
                .append("<text x=\"4\" y=\"").append(HEIGHT - PAD).append("\">").append(Elo.shown(low))
                .append("</text></g>")
                .append("<polyline fill=\"none\" stroke=\"#1e90ff\" stroke-width=\"2.5\" stroke-linejoin=\"round\" points=\"")
                .append(points).append("\"/></svg>");
        return svg.toString();
    }
}
