#include "exportdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLayout>
#include <QPushButton>
#include <QSpinBox>
#include <QTimer>

#include <cmath>

namespace drf {

namespace {

constexpr double kCentimetresPerInch = 2.54;

template <typename Widget> Widget *named(Widget *widget, const char *name)
{
    widget->setObjectName(QLatin1String(name));
    return widget;
}

QDoubleSpinBox *sizeBox(QWidget *parent, const char *name)
{
    auto *box = named(new QDoubleSpinBox(parent), name);
    box->setRange(1, 20000);
    return box;
}

} // namespace

ExportDialog::ExportDialog(QWidget *parent)
    : QDialog(parent), m_format(named(new QComboBox(this), "format")),
      m_width(sizeBox(this, "width")), m_height(sizeBox(this, "height")),
      m_unit(named(new QComboBox(this), "unit")), m_dpi(named(new QSpinBox(this), "dpi")),
      m_textSize(named(new QSpinBox(this), "text-size")),
      m_labels(named(new QComboBox(this), "labels")),
      m_background(named(new QComboBox(this), "background")),
      m_title(named(new QCheckBox(tr("Title"), this), "title")),
      m_legend(named(new QCheckBox(tr("Legend"), this), "legend")),
      m_printFriendly(named(new QCheckBox(tr("Print-friendly (thicker lines, larger text, white "
                                             "background)"),
                                          this),
                            "print-friendly")),
      m_notes(named(new QLabel(this), "figure-notes")), m_notesTimer(new QTimer(this)),
      m_standalone(named(new QCheckBox(tr("Standalone document (compiles by itself; otherwise "
                                          "a picture to \\input)"),
                                       this),
                         "standalone"))
{
    setWindowTitle(tr("Export Figure"));
    m_format->addItem(tr("PNG image"), int(FigureFormat::Png));
    m_format->addItem(tr("PDF document (vector)"), int(FigureFormat::Pdf));
    m_format->addItem(tr("SVG drawing (vector)"), int(FigureFormat::Svg));
    m_format->addItem(tr("LaTeX (pgfplots)"), int(FigureFormat::Tex));
    m_unit->addItem(tr("pixels"), int(ExportSettings::Unit::Pixels));
    m_unit->addItem(tr("cm"), int(ExportSettings::Unit::Centimetres));
    m_dpi->setRange(ExportSettings::kMinDpi, ExportSettings::kMaxDpi);
    m_dpi->setSuffix(tr(" dpi"));
    m_dpi->setToolTip(tr("Pixel density of a PNG: text keeps its size in points"));
    m_textSize->setRange(int(ExportSettings::kMinFontScale * 100),
                         int(ExportSettings::kMaxFontScale * 100));
    m_textSize->setSingleStep(10);
    m_textSize->setSuffix(QStringLiteral(" %"));
    m_textSize->setToolTip(
        tr("Text size against the window's (print-friendly enlarges it further)"));
    m_labels->addItem(tr("Auto (by the figure's size)"), int(LabelDensity::Auto));
    m_labels->addItem(tr("Full: every number"), int(LabelDensity::Full));
    m_labels->addItem(tr("Compact: names, numbers in a caption"), int(LabelDensity::Compact));
    m_labels->addItem(tr("None"), int(LabelDensity::None));
    m_labels->setToolTip(tr("How much is written on the plot. Auto writes every number where the "
                            "figure has room for it, else the names, with the numbers in a "
                            "caption under the plot"));
    m_notes->setWordWrap(true);
    m_notes->setVisible(false);
    m_notesTimer->setSingleShot(true);
    m_notesTimer->setInterval(150);
    m_background->addItem(tr("White"), int(Background::White));
    m_background->addItem(tr("Transparent"), int(Background::Transparent));
    m_background->addItem(tr("Screen colours"), int(Background::Screen));
    m_background->setToolTip(tr("Screen colours: the plot's colours in the window (dark on a dark "
                                "desktop); otherwise dark text on white or on nothing"));

    auto *size = new QHBoxLayout;
    size->addWidget(m_width);
    size->addWidget(new QLabel(QStringLiteral("×"), this));
    size->addWidget(m_height);
    size->addWidget(m_unit);
    auto *show = new QHBoxLayout;
    show->addWidget(m_title);
    show->addWidget(m_legend);
    show->addStretch(1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Export…"));
    auto *form = new QFormLayout(this);
    form->addRow(tr("&Format:"), m_format);
    // A row of several widgets has no buddy of its own: Alt+S goes to the width.
    auto *sizeLabel = new QLabel(tr("&Size:"), this);
    sizeLabel->setBuddy(m_width);
    form->addRow(sizeLabel, size);
    form->addRow(tr("&Resolution:"), m_dpi);
    form->addRow(tr("&Text size:"), m_textSize);
    form->addRow(tr("&Labels:"), m_labels);
    form->addRow(tr("&Background:"), m_background);
    form->addRow(tr("Show:"), show);
    form->addRow(m_printFriendly);
    form->addRow(m_standalone);
    form->addRow(m_notes);
    form->addRow(buttons);

    connect(buttons, &QDialogButtonBox::accepted, this, &ExportDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &ExportDialog::reject);
    connect(m_unit, &QComboBox::currentIndexChanged, this, &ExportDialog::changeUnit);
    connect(m_format, &QComboBox::currentIndexChanged, this, &ExportDialog::updateEnabled);
    connect(m_printFriendly, &QCheckBox::toggled, this, &ExportDialog::updateEnabled);
    // Any change of the figure asks again what it would leave out.
    const auto changed = [this] { m_notesTimer->start(); };
    for (QComboBox *box : {m_format, m_unit, m_labels})
        connect(box, &QComboBox::currentIndexChanged, this, changed);
    for (QDoubleSpinBox *box : {m_width, m_height})
        connect(box, &QDoubleSpinBox::valueChanged, this, changed);
    for (QSpinBox *box : {m_dpi, m_textSize})
        connect(box, &QSpinBox::valueChanged, this, changed);
    for (QCheckBox *box : {m_title, m_legend, m_printFriendly})
        connect(box, &QCheckBox::toggled, this, changed);
    connect(m_notesTimer, &QTimer::timeout, this, &ExportDialog::updateNotes);
    setSettings(ExportSettings());
}

void ExportDialog::setSettings(const ExportSettings &settings)
{
    m_format->setCurrentIndex(m_format->findData(int(settings.format)));
    {
        const QSignalBlocker blocker(m_unit);
        m_unit->setCurrentIndex(m_unit->findData(int(settings.unit)));
        m_shownUnit = settings.unit;
    }
    showSize(settings.size, settings.unit);
    m_dpi->setValue(settings.dpi);
    m_textSize->setValue(int(std::lround(settings.style.textZoom * 100)));
    m_labels->setCurrentIndex(m_labels->findData(int(settings.style.labels)));
    const FigureStyle &style = settings.style;
    const Background background = style.transparent     ? Background::Transparent
                                  : style.screenColours ? Background::Screen
                                                        : Background::White;
    m_background->setCurrentIndex(m_background->findData(int(background)));
    m_title->setChecked(style.showTitle);
    m_legend->setChecked(style.showLegend);
    m_printFriendly->setChecked(style.printFriendly);
    m_standalone->setChecked(settings.standalone);
    updateEnabled();
}

ExportSettings ExportDialog::settings() const
{
    ExportSettings settings;
    settings.format = FigureFormat(m_format->currentData().toInt());
    settings.unit = ExportSettings::Unit(m_unit->currentData().toInt());
    settings.size = QSizeF(m_width->value(), m_height->value());
    settings.dpi = m_dpi->value();
    FigureStyle &style = settings.style;
    style.textZoom = m_textSize->value() / 100.0;
    style.labels = LabelDensity(m_labels->currentData().toInt());
    const auto background = Background(m_background->currentData().toInt());
    style.printFriendly = m_printFriendly->isChecked();
    style.transparent = background == Background::Transparent && !style.printFriendly;
    style.screenColours = background == Background::Screen && !style.printFriendly;
    style.showTitle = m_title->isChecked();
    style.showLegend = m_legend->isChecked();
    settings.standalone = m_standalone->isChecked();
    return settings;
}

void ExportDialog::changeUnit()
{
    const auto unit = ExportSettings::Unit(m_unit->currentData().toInt());
    if (unit == m_shownUnit)
        return;
    // Pixels at the chosen density are the same figure in centimetres.
    const double perCentimetre = m_dpi->value() / kCentimetresPerInch;
    const double factor =
        unit == ExportSettings::Unit::Centimetres ? 1.0 / perCentimetre : perCentimetre;
    showSize(QSizeF(m_width->value(), m_height->value()) * factor, unit);
    m_shownUnit = unit;
}

void ExportDialog::showSize(QSizeF size, ExportSettings::Unit unit)
{
    // Whole pixels ("853", not "853.0"); centimetres to the millimetre.
    const int decimals = unit == ExportSettings::Unit::Pixels ? 0 : 1;
    for (QDoubleSpinBox *box : {m_width, m_height})
        box->setDecimals(decimals);
    m_width->setValue(size.width());
    m_height->setValue(size.height());
}

void ExportDialog::updateEnabled()
{
    const auto format = FigureFormat(m_format->currentData().toInt());
    const bool png = format == FigureFormat::Png;
    m_dpi->setEnabled(png);
    m_standalone->setEnabled(format == FigureFormat::Tex);
    // A LaTeX figure has no background of its own: the page's shows through.
    m_background->setEnabled(!m_printFriendly->isChecked() && format != FigureFormat::Tex);
}

void ExportDialog::setNotesSource(std::function<QStringList(const ExportSettings &)> source)
{
    m_notesSource = std::move(source);
    updateNotes();
}

void ExportDialog::updateNotes()
{
    m_notesTimer->stop();
    const QStringList notes = m_notesSource ? m_notesSource(settings()) : QStringList();
    const QString text = notes.join(QLatin1Char(' '));
    if (text == m_notes->text() && m_notes->isVisibleTo(this) == !notes.isEmpty())
        return;
    m_notes->setText(text);
    m_notes->setVisible(!notes.isEmpty());
    // Tall enough for the note at the dialog's width, and back when it goes.
    if (QLayout *form = layout()) {
        form->activate();
        resize(width(), form->hasHeightForWidth() ? form->totalHeightForWidth(width())
                                                  : form->totalSizeHint().height());
    }
}

} // namespace drf
