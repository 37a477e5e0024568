package pbm.render;

import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.awt.geom.Area;
import java.awt.geom.Path2D;
import java.awt.geom.PathIterator;
import java.awt.geom.Rectangle2D;

/** Glyph outlines placed in a box, and the solid silhouette of a glyph with holes. */
final class Outlines {
    private Outlines() {
    }

    /** A copy of {@code g} that draws antialiased; dispose it after use. */
    static Graphics2D smooth(Graphics2D g) {
        Graphics2D pen = (Graphics2D) g.create();
        pen.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        pen.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
        pen.setRenderingHint(RenderingHints.KEY_RENDERING, RenderingHints.VALUE_RENDER_QUALITY);
        return pen;
    }

    /**
     * {@code outline} scaled by {@code scale} with the middle of its bounds moved to
     * ({@code centreX}, {@code centreY}), turned half round about it when {@code turned}.
     */
    static Shape place(Shape outline, double centreX, double centreY, double scale, boolean turned) {
        Rectangle2D bounds = outline.getBounds2D();
        AffineTransform transform = new AffineTransform();
        transform.translate(centreX, centreY);
        if (turned) {
            transform.rotate(Math.PI);
        }
        transform.scale(scale, scale);
        transform.translate(-bounds.getCenterX(), -bounds.getCenterY());
        return transform.createTransformedShape(outline);
    }

    /**
     * The area inside {@code outline}'s outer contours: each contour filled on its own and all
     * joined, so the holes of a solid chess glyph (the lines drawn inside it) are filled too.
     */
    static Area silhouette(Shape outline) {
        Area whole = new Area();
        Path2D.Double contour = new Path2D.Double();
        double[] point = new double[6];
        for (PathIterator it = outline.getPathIterator(null); !it.isDone(); it.next()) {
            switch (it.currentSegment(point)) {
                case PathIterator.SEG_MOVETO -> {
                    whole.add(new Area(contour));
                    contour = new Path2D.Double();
                    contour.moveTo(point[0], point[1]);
                }
                case PathIterator.SEG_LINETO -> contour.lineTo(point[0], point[1]);
                case PathIterator.SEG_QUADTO -> contour.quadTo(point[0], point[1], point[2], point[3]);
                case PathIterator.SEG_CUBICTO ->
                        contour.curveTo(point[0], point[1], point[2], point[3], point[4], point[5]);
                default -> contour.closePath();
            }
        }
        whole.add(new Area(contour));
        return whole;
    }
}
