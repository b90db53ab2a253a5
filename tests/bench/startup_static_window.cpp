// The third baseline of bench_startup: drfviz's first screen with none of drfviz in it. The same
// 1280 x 800 main window shows, as static widgets, what drfviz's first frame shows on the bench's
// 1920 x 1080 desktop: the menu bar, the policy toolbar, the scenario editor of the seed (a title
// field, the cluster's two rows and the two users' rows of sliders and spin boxes, in a scroll
// area), the plot tabs with the resource-space plot (the figure of startup_one_plot_window), the
// properties table (6 x 6), the results text, the dock tabs and the status bar; the docks behind
// other tabs are empty. No model, no policy is computed, nothing is translated. What any window
// pays whose first frame holds this much, so that drfviz's own cost is what drfviz takes beyond
// it. It ends its process when the plot first paints, as drfviz does under
// DRFVIZ_EXIT_AT_FIRST_PAINT.
#include "exitatfirstpaint.h"
#include "startupplot.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenuBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSlider>
#include <QSpinBox>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTextBrowser>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

#include <qcustomplot.h>

using drf::bench::addPath;

namespace {

QCustomPlot *seedPlot()
{
    auto *plot = new QCustomPlot;
    plot->layer(QStringLiteral("overlay"))->setMode(QCPLayer::lmLogical);
    plot->setAntialiasedElements(QCP::aeAll);
    plot->plotLayout()->insertRow(0);
    plot->plotLayout()->addElement(
        0, 0,
        new QCPTextElement(plot, QStringLiteral("DRF: allocation vectors and their sum"),
                           QFont(QStringLiteral("DejaVu Sans"), 10, QFont::Bold)));
    QCPCurve *capacity = addPath(plot, QStringLiteral("capacity"), {0, 180, 180, 0, 0},
                                 {0, 0, 180, 180, 0}, Qt::darkGray);
    capacity->setBrush(QColor(128, 128, 128, 30));
    addPath(plot, QStringLiteral("A per task"), {0, 120}, {0, 60}, QColor(31, 119, 180));
    addPath(plot, QStringLiteral("B per task"), {120, 160}, {60, 180}, QColor(255, 127, 14));
    addPath(plot, QStringLiteral("DRF total"), {0, 160}, {0, 180}, Qt::black);
    auto *label = new QCPItemText(plot);
    label->position->setCoords(120, 40);
    label->setText(QStringLiteral("A: 60 tasks\n(120 CPU, 60 GPU)"));
    plot->xAxis->setLabel(QStringLiteral("CPU"));
    plot->yAxis->setLabel(QStringLiteral("GPU"));
    plot->xAxis->setRange(-10, 190);
    plot->yAxis->setRange(-10, 210);
    plot->legend->setVisible(true);
    return plot;
}

QToolButton *textButton(const QString &text)
{
    auto *button = new QToolButton;
    button->setText(text);
    button->setAutoRaise(true);
    return button;
}

/// A slider with its spin box and a sweep button, as the editor's rows of demands and capacities.
void addSliderRow(QGridLayout *grid, int row, const QString &name, int value)
{
    auto *slider = new QSlider(Qt::Horizontal);
    slider->setRange(0, 400);
    slider->setValue(value * 10);
    auto *spin = new QDoubleSpinBox;
    spin->setRange(0, 1e6);
    spin->setDecimals(0);
    spin->setValue(value);
    grid->addWidget(new QLabel(name), row, 0);
    grid->addWidget(slider, row, 1);
    grid->addWidget(spin, row, 2);
    grid->addWidget(textButton(QStringLiteral("▶")), row, 3);
}

QWidget *scenarioEditor()
{
    auto *page = new QWidget;
    auto *column = new QVBoxLayout(page);
    auto *title =
        new QLineEdit(QStringLiteral("The seed: analytics and neural networks on 180 CPU"));
    title->setClearButtonEnabled(true);
    QFont italic = title->font();
    italic.setItalic(true);
    title->setFont(italic);
    column->addWidget(title);
    column->addWidget(new QCheckBox(QStringLiteral("Over time: arrivals, departures, work")));
    auto *cluster = new QGroupBox(QStringLiteral("Cluster"));
    auto *resources = new QGridLayout(cluster);
    for (const char *header : {"Resource", "Capacity", "Price"})
        resources->addWidget(new QLabel(QLatin1String(header)), 0, resources->columnCount());
    for (int row = 1; row <= 2; ++row) {
        resources->addWidget(
            new QLineEdit(row == 1 ? QStringLiteral("CPU") : QStringLiteral("GPU")), row, 0);
        auto *slider = new QSlider(Qt::Horizontal);
        resources->addWidget(slider, row, 1);
        auto *capacity = new QDoubleSpinBox;
        capacity->setRange(0, 1e6);
        capacity->setValue(180);
        resources->addWidget(capacity, row, 2);
        resources->addWidget(textButton(QStringLiteral("▶")), row, 3);
        auto *price = new QDoubleSpinBox;
        price->setValue(10);
        resources->addWidget(price, row, 4);
        resources->addWidget(textButton(QStringLiteral("▶")), row, 5);
        resources->addWidget(textButton(QStringLiteral("×")), row, 6);
    }
    resources->addWidget(new QPushButton(QStringLiteral("Add resource")), 3, 0, 1, 2);
    column->addWidget(cluster);
    for (const QString &user : {QStringLiteral("A"), QStringLiteral("B")}) {
        auto *box = new QGroupBox(user);
        auto *grid = new QGridLayout(box);
        grid->addWidget(new QLabel(QStringLiteral("Name")), 0, 0);
        grid->addWidget(new QLineEdit(user), 0, 1, 1, 2);
        grid->addWidget(textButton(QStringLiteral("×")), 0, 3);
        addSliderRow(grid, 1, QStringLiteral("CPU"), user == QLatin1String("A") ? 2 : 1);
        addSliderRow(grid, 2, QStringLiteral("GPU"), user == QLatin1String("A") ? 1 : 3);
        auto *weight = new QDoubleSpinBox;
        weight->setValue(1);
        auto *maxTasks = new QSpinBox;
        maxTasks->setSpecialValueText(QStringLiteral("∞"));
        grid->addWidget(new QLabel(QStringLiteral("Weight")), 3, 0);
        grid->addWidget(weight, 3, 1);
        grid->addWidget(new QLabel(QStringLiteral("Max tasks")), 3, 2);
        grid->addWidget(maxTasks, 3, 3);
        column->addWidget(box);
    }
    column->addWidget(new QPushButton(QStringLiteral("Add user")));
    column->addStretch();
    auto *scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setWidget(page);
    return scroll;
}

QWidget *plotTabs()
{
    auto *tabs = new QTabWidget;
    auto *page = new QWidget;
    auto *column = new QVBoxLayout(page);
    auto *axes = new QHBoxLayout;
    for (const char *axis : {"Horizontal:", "Vertical:"}) {
        axes->addWidget(new QLabel(QLatin1String(axis)));
        auto *choice = new QComboBox;
        choice->addItems({QStringLiteral("CPU"), QStringLiteral("GPU")});
        axes->addWidget(choice);
    }
    axes->addStretch();
    column->addLayout(axes);
    column->addWidget(seedPlot(), 1);
    tabs->addTab(page, QStringLiteral("Resource space"));
    for (const char *title : {"Task space", "Utilization", "Filling", "Manipulation", "Timeline"})
        tabs->addTab(new QWidget, QLatin1String(title));
    return tabs;
}

QWidget *propertiesTable()
{
    const QStringList policies = {QStringLiteral("max-min"),   QStringLiteral("fixed-price"),
                                  QStringLiteral("walras"),    QStringLiteral("drf"),
                                  QStringLiteral("drf-equal"), QStringLiteral("asset")};
    auto *table = new QTableWidget(6, 6);
    table->setHorizontalHeaderLabels(
        {QStringLiteral("feasible"), QStringLiteral("envy-free"),
         QStringLiteral("sharing\nincentive"), QStringLiteral("Pareto\nefficient"),
         QStringLiteral("no\ncrumbs"), QStringLiteral("strategy-\nproof")});
    table->setVerticalHeaderLabels(policies);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    for (int row = 0; row < 6; ++row)
        for (int column = 0; column < 6; ++column) {
            const bool yes = (row + column) % 3 != 0;
            auto *cell =
                new QTableWidgetItem(yes ? QStringLiteral("✓ yes") : QStringLiteral("✗ no"));
            cell->setTextAlignment(Qt::AlignCenter);
            cell->setBackground(yes ? QColor(220, 240, 225) : QColor(250, 225, 210));
            table->setItem(row, column, cell);
        }
    auto *page = new QWidget;
    auto *column = new QVBoxLayout(page);
    column->addWidget(table);
    column->addWidget(
        new QLabel(QStringLiteral("Hover a cell for the reason or the counterexample.")));
    return page;
}

QWidget *resultsText()
{
    auto *text = new QTextBrowser;
    text->setHtml(QStringLiteral(
        "<h3>○ Dominant Resource Fairness</h3><p><i>Equalise dominant shares by progressive "
        "filling; users blocked by a full resource stop.</i> <small>(drf, continuous "
        "tasks)</small></p>"
        "<table><tr><th>User</th><th>Tasks</th><th>Bundle (CPU, GPU)</th><th>Dom. share</th></tr>"
        "<tr><td>■ <b>A</b></td><td>60</td><td>(120, 60)</td><td>66.7 %</td></tr>"
        "<tr><td>■ <b>B</b></td><td>40</td><td>(40, 120)</td><td>66.7 %</td></tr></table>"
        "<table><tr><th>Resource</th><th>Capacity</th><th>Used</th><th>Idle</th>"
        "<th>Utilization</th></tr><tr><td><b>CPU</b></td><td>180</td><td>160</td><td>20</td>"
        "<td>88.9 %</td></tr><tr><td><b>GPU</b></td><td>180</td><td>180</td><td>0</td>"
        "<td>100.0 %</td></tr></table>"
        "<p><b>Properties</b><br>✓ <b>yes</b> <b>Feasible</b> <small>· fits in the cluster"
        "</small><br>✓ <b>yes</b> <b>Envy-free</b> <small>· nobody prefers another's bundle"
        "</small><br>✓ <b>yes</b> <b>Sharing incentive</b> <small>· everyone gets its equal split"
        "</small><br>✓ <b>yes</b> <b>Pareto efficient</b> <small>· nobody can get more for free"
        "</small><br>✗ <b>no</b> <b>No crumbs</b> <small>· no demanded resource idle</small></p>"
        "<p><b>Derivation</b> (the seed's closed form: equal dominant shares s, x<sub>i</sub> = "
        "w<sub>i</sub> s / μ<sub>i</sub>)<br>s = min(180/240, 180/270) = 2/3, bottleneck GPU</p>"
        "<p><b>Progressive filling</b><br>at share 2/3: GPU saturated, A, B stop</p>"));
    return text;
}

QDockWidget *addDock(QMainWindow *window, QWidget *content, const QString &title,
                     Qt::DockWidgetArea area)
{
    auto *dock = new QDockWidget(title, window);
    dock->setObjectName(title);
    dock->setWidget(content);
    window->addDockWidget(area, dock);
    return dock;
}

/// Empty docks stacked as tabs behind `front`, which stays in front.
void stackBehind(QMainWindow *window, QDockWidget *front, const QStringList &titles)
{
    QDockWidget *previous = front;
    for (const QString &title : titles) {
        QDockWidget *dock = addDock(window, new QWidget, title, window->dockWidgetArea(front));
        window->tabifyDockWidget(previous, dock);
        previous = dock;
    }
    front->raise();
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    drf::ExitAtFirstPaint exitAtFirstPaint("QCustomPlot");
    app.installEventFilter(&exitAtFirstPaint);
    QMainWindow window;
    for (const char *menu : {"&File", "&Edit", "&Policy", "&View", "&Help"})
        window.menuBar()->addMenu(QLatin1String(menu))->addAction(QStringLiteral("…"));
    auto *policies = window.addToolBar(QStringLiteral("Policies"));
    for (const char *policy : {"□ Max-min", "◇ Fixed price", "△ Walras", "○ DRF", "▽ DRF equal",
                               "✱ Asset", "Compare all", "Whole tasks"})
        policies->addAction(QString::fromUtf8(policy))->setCheckable(true);
    window.setCentralWidget(plotTabs());
    QDockWidget *editor =
        addDock(&window, scenarioEditor(), QStringLiteral("Scenario"), Qt::LeftDockWidgetArea);
    stackBehind(&window, editor, {QStringLiteral("Table"), QStringLiteral("History")});
    window.setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    window.setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    QDockWidget *results =
        addDock(&window, resultsText(), QStringLiteral("Results"), Qt::RightDockWidgetArea);
    stackBehind(&window, results, {QStringLiteral("Derivation"), QStringLiteral("Envy")});
    QDockWidget *properties =
        addDock(&window, propertiesTable(), QStringLiteral("Properties"), Qt::BottomDockWidgetArea);
    stackBehind(&window, properties, {QStringLiteral("Price of the Crumbs")});
    window.resizeDocks({editor, results}, {340, 360}, Qt::Horizontal);
    window.resizeDocks({properties}, {230}, Qt::Vertical);
    window.statusBar()->showMessage(
        QStringLiteral("Drag a demand slider, or pick a policy with Ctrl+1…Ctrl+6"));
    window.statusBar()->addPermanentWidget(
        new QLabel(QStringLiteral("2 users · 2 resources · drf")));
    window.resize(1280, 800); // drfviz's window at its default size
    window.show();
    return app.exec();
}
