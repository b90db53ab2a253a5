#include "commandlineoptions.h"

#include "figureexport.h"

#include <cmath>

// The options that shape one figure on the command line (--export, --export-dir).

namespace drf {

namespace {

/// "800" (pixels) or "8cm"; nullopt when it is neither or not positive.
std::optional<double> figureLength(QString text, bool *centimetres)
{
    *centimetres = text.endsWith(QStringLiteral("cm"));
    if (*centimetres)
        text.chop(2);
    bool ok = false;
    const double value = text.toDouble(&ok);
    if (!ok || !(value > 0) || value > 20000)
        return std::nullopt;
    return value;
}

/// --view, --mechanism and --user: the figure, and whose or which mechanism's it is.
QString parseFigureChoice(const QCommandLineParser &parser, const CommandLineOptions &options,
                          CommandLine &line)
{
    if (parser.isSet(options.view)) {
        const QString key = parser.value(options.view);
        const std::optional<FigureView> view = figureFromName(key);
        if (!view)
            return CommandLineTexts::tr("unknown view '%1' (valid: %2)").arg(key, figureNames());
        line.view = *view;
    }
    if (parser.isSet(options.mechanism)) {
        const FigureEntry &timeline = figureTaking(FigureParameter::Mechanism);
        if (line.view != timeline.view)
            return CommandLineTexts::tr("option '--mechanism' needs '--simulate' or '--view %1'")
                .arg(QLatin1String(timeline.name));
        const QStringList keys = parser.values(options.mechanism);
        if (keys.size() > 1)
            return CommandLineTexts::tr(
                "a timeline figure shows one mechanism, or all three without "
                "'--mechanism': give it once");
        line.figureOptions.mechanism = mechanismFromKey(keys.constFirst());
        if (!line.figureOptions.mechanism)
            return CommandLineTexts::tr("unknown mechanism '%1' (valid: %2)")
                .arg(keys.constFirst(), mechanismKeys());
    }
    if (parser.isSet(options.user)) {
        line.figureOptions.user = parser.value(options.user); // checked against the scenario's
        if (line.figureOptions.user.isEmpty())
            return CommandLineTexts::tr("the NAME of '--user' is an empty string");
        const FigureEntry &manipulation = figureTaking(FigureParameter::User);
        if (line.command == Command::Export && line.view != manipulation.view)
            return CommandLineTexts::tr("option '--user' needs '--view %1'")
                .arg(QLatin1String(manipulation.name));
    }
    return {};
}

/// --width, --height (pixels or centimetres, both in the same unit) and --dpi.
QString parseFigureSize(const QCommandLineParser &parser, const CommandLineOptions &options,
                        CommandLine &line)
{
    bool widthCm = false;
    bool heightCm = false;
    if (parser.isSet(options.width)) {
        line.width = figureLength(parser.value(options.width), &widthCm);
        if (!line.width)
            return CommandLineTexts::tr("invalid width '%1' (pixels, or centimetres as '8cm')")
                .arg(parser.value(options.width));
    }
    if (parser.isSet(options.height)) {
        line.height = figureLength(parser.value(options.height), &heightCm);
        if (!line.height)
            return CommandLineTexts::tr("invalid height '%1' (pixels, or centimetres as '6cm')")
                .arg(parser.value(options.height));
    }
    if (line.width && line.height && widthCm != heightCm)
        return CommandLineTexts::tr("give --width and --height in the same unit");
    line.centimetres = widthCm || heightCm;
    if (parser.isSet(options.dpi)) {
        bool ok = false;
        const int dpi = parser.value(options.dpi).toInt(&ok);
        if (!ok || dpi < 96 || dpi > 600)
            return CommandLineTexts::tr("invalid dpi '%1' (96 to 600)")
                .arg(parser.value(options.dpi));
        line.dpi = dpi;
    }
    return {};
}

/// --level: the filling figure's level.
QString parseFillingLevel(const QCommandLineParser &parser, const CommandLineOptions &options,
                          CommandLine &line)
{
    if (parser.isSet(options.level)) {
        bool ok = false;
        const double level = parser.value(options.level).toDouble(&ok);
        if (!ok || !std::isfinite(level) || level < 0)
            return CommandLineTexts::tr("invalid level '%1' (a share of 0 or more, e.g. 0.5)")
                .arg(parser.value(options.level));
        const FigureEntry &filling = figureTaking(FigureParameter::Level);
        if (line.command == Command::Export && line.view != filling.view)
            return CommandLineTexts::tr("option '--level' needs '--view %1'")
                .arg(QLatin1String(filling.name));
        line.figureOptions.level = level;
    }
    return {};
}

/// The appearance, as in the Export dialog: --style, --no-title, --no-legend, --transparent,
/// --colours, --font-scale and --labels, and which of them contradict each other.
QString parseFigureStyle(const QCommandLineParser &parser, const CommandLineOptions &options,
                         CommandLine &line)
{
    if (parser.isSet(options.style)) {
        const QString style = parser.value(options.style);
        if (style != QLatin1String("screen") && style != QLatin1String("print"))
            return CommandLineTexts::tr("unknown style '%1' (valid: screen, print)").arg(style);
        line.style.printFriendly = style == QLatin1String("print");
    }
    line.style.showTitle = !parser.isSet(options.noTitle);
    line.style.showLegend = !parser.isSet(options.noLegend);
    line.style.transparent = parser.isSet(options.transparent);
    if (line.style.transparent && line.style.printFriendly)
        return CommandLineTexts::tr(
            "'--transparent' and '--style print' contradict each other (the "
            "print style has a white background)");
    if (parser.isSet(options.colours)) {
        const QString colours = parser.value(options.colours);
        if (colours != QLatin1String("white") && colours != QLatin1String("dark"))
            return CommandLineTexts::tr("unknown colours '%1' (valid: white, dark)").arg(colours);
        line.style.screenColours = colours == QLatin1String("dark");
        if (line.style.screenColours && (line.style.printFriendly || line.style.transparent))
            return CommandLineTexts::
                tr("'--colours dark' and '%1' contradict each other (a figure has one background)")
                    .arg(line.style.printFriendly ? QStringLiteral("--style print")
                                                  : QStringLiteral("--transparent"));
    }
    if (parser.isSet(options.fontScale)) {
        bool ok = false;
        const double scale = parser.value(options.fontScale).toDouble(&ok);
        if (!ok || !(scale >= ExportSettings::kMinFontScale) ||
            !(scale <= ExportSettings::kMaxFontScale))
            return CommandLineTexts::tr("invalid font scale '%1' (%2 to %3)")
                .arg(parser.value(options.fontScale))
                .arg(ExportSettings::kMinFontScale)
                .arg(ExportSettings::kMaxFontScale);
        line.style.textZoom = scale;
    }
    if (parser.isSet(options.labels)) {
        const std::optional<LabelDensity> labels =
            labelDensityFromKey(parser.value(options.labels));
        if (!labels)
            return CommandLineTexts::tr("unknown label density '%1' (valid: %2)")
                .arg(parser.value(options.labels), labelDensityKeys());
        line.style.labels = *labels;
    }
    return {};
}

} // namespace

QString parseFigureOptions(const QCommandLineParser &parser, const CommandLineOptions &options,
                           CommandLine &line)
{
    for (const auto parse :
         {parseFigureChoice, parseFigureSize, parseFillingLevel, parseFigureStyle}) {
        if (QString error = parse(parser, options, line); !error.isEmpty())
            return error;
    }
    const QStringList policies = parser.values(options.policy);
    if (policies.size() > 1)
        return CommandLineTexts::tr("a figure shows one policy: give '--policy' once");
    if (!policies.isEmpty() && policies.first() == QLatin1String("compare")) {
        line.compare = true;
        line.policies = {PolicyId::Drf};
    }
    return {};
}

} // namespace drf
