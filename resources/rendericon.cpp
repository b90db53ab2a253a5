// Renders the scalable icon as a square PNG for the hicolor theme's fixed sizes; the build runs
// it (resources/CMakeLists.txt), so the PNGs always match the SVG and none is kept in git.
//
// Usage: drfviz_render_icon ICON.svg SIZE OUT.png

#include <QByteArray>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>

#include <cstdio>

int main(int argc, char *argv[])
{
    if (argc != 4) {
        std::fputs("usage: drfviz_render_icon ICON.svg SIZE OUT.png\n", stderr);
        return 2;
    }
    bool sizeOk = false;
    const int size = QByteArray(argv[2]).toInt(&sizeOk);
    if (!sizeOk || size < 1 || size > 4096) {
        std::fprintf(stderr, "drfviz_render_icon: SIZE must be 1 to 4096 pixels, not %s\n",
                     argv[2]);
        return 2;
    }
    QSvgRenderer renderer{QString::fromLocal8Bit(argv[1])};
    if (!renderer.isValid()) {
        std::fprintf(stderr, "drfviz_render_icon: %s: not a readable SVG file\n", argv[1]);
        return 1;
    }
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    renderer.render(&painter);
    painter.end();
    if (!image.save(QString::fromLocal8Bit(argv[3]), "PNG")) {
        std::fprintf(stderr, "drfviz_render_icon: %s: cannot write the PNG\n", argv[3]);
        return 1;
    }
    return 0;
}
