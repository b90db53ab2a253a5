<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL" sourcelanguage="en_US">
<context>
    <name>QObject</name>
    <message>
        <source>the preset %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an untitled scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (last autosaved %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drfviz scenarios (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the changes to %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Otherwise your edits are lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was deleted or moved by another program.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was changed by another program.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep Mine saves your scenario there again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep Mine replaces the other program&apos;s version with yours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep Mine goes on with your scenario; Save puts the file back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep Mine goes on with your scenario; the file is untouched until you save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reload reads the file again and drops your unsaved edits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reload reads the file again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keep Mine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drfviz ended without saving your changes to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore them? Restored changes are not saved yet. Not Now asks again at the next start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Not Now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drawing the figure failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max-min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Walras</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DRF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DRF equal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… and %1 more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bundle (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dom. share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;… and %1 more users with %2 tasks together.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resource</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>over by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fits in the cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nobody prefers another&apos;s bundle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>everyone gets its equal split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nobody can get more for free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no demanded resource idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Properties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>–</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; per unit: %2&lt;br&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equilibrium prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: budget %2, a task costs %3 → %4 tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and %1 more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at share %1: %2 saturated, %3 stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at share %1: %2 reach their caps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Progressive filling&lt;/b&gt;&lt;br&gt;%1&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every user owns an equal (weighted) slice of every resource; leftovers stay idle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equal budgets spent at fixed unit prices; may ask for more than exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Competitive market from equal incomes: prices rise until demand fits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equalise dominant shares by progressive filling; users blocked by a full resource stop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strictly equal dominant shares: everyone stops at the first full resource.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equalise aggregate shares (sum of shares of every resource).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>whole tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>continuous tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Approximate answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;small&gt;Continuous closed form; whole tasks are handed out one at a time.&lt;/small&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;small&gt;The closed form assumes positive demands and no caps; progressive filling below gives the allocation.&lt;/small&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Derivation&lt;/b&gt; (the seed&apos;s closed form: equal dominant shares s, x&lt;sub&gt;i&lt;/sub&gt; = w&lt;sub&gt;i&lt;/sub&gt; s / μ&lt;sub&gt;i&lt;/sub&gt;)&lt;br&gt;%1%2&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Feas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;All policies&lt;/h3&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Feas. feasible · EF envy-free · SI sharing incentive · PE Pareto efficient · NC no crumbs (tasks of the first users) · ≈ approximate: doubles cannot hold the exact answer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReadableNumber</name>
    <message numerus="yes">
        <source>%n task(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 tasks</source>
        <comment>a fraction of a task: 33.33 tasks</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tasks</source>
        <comment>a count too large for an integer: 1e+24 tasks</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>drf::Autosave</name>
    <message>
        <source>cannot create the folder &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot lock &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>drf::CrumbsPanel</name>
    <message>
        <source>Load the &amp;zero-demand example</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price of the crumbs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drf-equal stops everyone at the first saturated resource, so capacity that only some users could still use stays idle: the &lt;i&gt;crumbs&lt;/i&gt;. drf hands them out, at the cost of equal dominant shares; walras balances the market too, at the cost of strategy-proofness.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Here drf gives out crumbs that drf-equal leaves idle (highlighted).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In this scenario drf and drf-equal agree: every user needs the resource that runs out first, so there are no crumbs to hand out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tasks of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 dominant share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x·μ of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dominant share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drf-equal: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>drf::DerivationPanel</name>
    <message>
        <source> and %1 more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Derivation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the derivation as text and as HTML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy Derivation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing out the derivation for %1 users…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>drf::EnvyMatrixView</name>
    <message>
        <source>%1 envies %2: with %2&apos;s bundle it could run %3 tasks, more than its own %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s own tasks, U(i) = x = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With %1&apos;s bundle %2 could run %3 of its tasks (own: %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 looks at every bundle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s bundle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Envy matrix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: row &lt;i&gt;i&lt;/i&gt; = who looks, column &lt;i&gt;k&lt;/i&gt; = whose bundle; a cell is U&lt;sub&gt;i&lt;/sub&gt;(k), the tasks of its own that &lt;i&gt;i&lt;/i&gt; could run with &lt;i&gt;k&lt;/i&gt;&apos;s bundle. Envy-free: every row&apos;s largest value is on the diagonal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 users: the matrix is shown for at most %2 users.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 envies %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No users.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ No user envies another under %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✗ Not envy-free under %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 pairs, e.g. %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>drf::ExportDialog</name>
    <message>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print-friendly (thicker lines, larger text, white background)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standalone document (compiles by itself; otherwise a picture to \input)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF document (vector)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SVG drawing (vector)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LaTeX (pgfplots)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pixels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> dpi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pixel density of a PNG: text keeps its size in points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text size against the window&apos;s (print-friendly enlarges it further)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto (by the figure&apos;s size)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full: every number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compact: names, numbers in a caption</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How much is written on the plot. Auto writes every number where the figure has room for it, else the names, with the numbers in a caption under the plot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transparent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resolution:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Text size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Labels:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Background:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>drf::FillingAnimation</name>
    <message>
        <source>%1 is not a progressive-filling policy: showing %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>drf::FillingControls</name>
    <message>
        <source>◀ Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The progressive-filling policy played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The resource on the horizontal axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The resource on the vertical axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scrub the filling: the common level, or the task-by-task steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filling position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Policy:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Horizontal:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vertical:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dominant share s = 0.00</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>drf::InterfaceLanguage</name>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The language of the system&apos;s locale (LANG)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>drf::MainWindow</name>
    <message>
        <source>Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;opened scenario&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not changed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a demand slider, or pick a policy with Ctrl+1…Ctrl+6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restored the unsaved changes to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Derivation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Envy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Properties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price of the Crumbs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Users</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Users&lt;/b&gt;: demand per task, weight, max tasks (empty = ∞)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Cluster&lt;/b&gt;: capacity and unit price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start again from the seed&apos;s scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a scenario file (JSON)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Presets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load the preset %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the scenario under a new name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export Figure…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy Figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This tab has no figure to save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the visible plot as PNG, SVG or PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the visible plot to the clipboard (image, SVG and PDF)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Policy Toolbar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset &amp;Layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plot in the middle, scenario on the left, results on the right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Larger text and lines in the plots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smaller text and lines in the plots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Presentation Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full screen for a lecture hall: the plot large, the docks away (Esc leaves)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plot text at %1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About drfviz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About drfviz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;drfviz %1&lt;/h3&gt;&lt;p&gt;How should a cluster be shared among users who need several resources? &lt;b&gt;Dominant Resource Fairness&lt;/b&gt; (Ghodsi et al., NSDI 2011) gives every user the same &lt;i&gt;dominant share&lt;/i&gt;, its largest share of any one resource, and is envy-free, strategy-proof and Pareto efficient.&lt;/p&gt;&lt;p&gt;The seed: 180 CPU and 180 GPU are shared by analytics (2 CPU + 1 GPU per task) and neural networks (1 CPU + 3 GPU). An equal split runs 45 + 30 tasks and wastes both resources, a fixed-price market wants more GPU than exists, and DRF runs 60 + 40 tasks with the GPU exhausted and 20 CPU idle.&lt;/p&gt;&lt;p&gt;Drag the sliders, switch policies with Ctrl+1…Ctrl+6 and watch why each one stops where it stops.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · whole tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n user(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n resource(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>drf::ManipulationCurveView</name>
    <message>
        <source>Along the reported ratio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reported %1 / %2 (truth %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>factor on the reported %1 / %2 ratio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s real tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Along the reported ratio (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>truth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best lie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>truth: %1 tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best lie: %1 tasks (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>truth = best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>truth = best: %1 tasks</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>drf::ManipulationExplorer</name>
    <message>
        <source>The user who lies about its demand (the others tell the truth)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The policy the lie is played against</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The reported component on the heat map&apos;s horizontal axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The reported component on the heat map&apos;s vertical axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Policy:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reports of:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>and</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The explorer needs two resources to vary the report.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a user and two different resources.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Under %1, %2&apos;s best report is the truth: %3 tasks. No lie gives %2 more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Under %1, %2 runs %3 tasks instead of %4 (%5) by reporting %6 instead of %7.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>drf::ManipulationHeatMapView</name>
    <message>
        <source>Both reported components</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both reported components (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s real tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reported %1 per task (truth %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>truth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best lie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>truth = best</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>drf::PlotArea</name>
    <message>
        <source>All policies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The resource on the horizontal axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The resource on the vertical axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Horizontal:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vertical:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resource space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each user&apos;s allocation as a vector in the plane of two resources, inside the cluster&apos;s capacity rectangle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The user whose tasks are on the horizontal axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The user whose tasks are on the vertical axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Users:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>and</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two users&apos; task counts: one constraint line per resource and every policy&apos;s point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bars for every policy instead of the selected one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How much of every resource each user gets, and what stays idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Progressive filling played: shares rise together until a resource is full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manipulation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What a user gains by lying about its demand, under each policy</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>drf::PlotView</name>
    <message>
        <source>The title does not fit a figure this small and was left out: make the figure larger or the text smaller.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The legend does not fit a figure this small and was left out: make the figure larger or the text smaller.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>make the figure larger or the text smaller, or leave the legend out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>make the figure larger or the text smaller</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The numbers of the compact labels do not fit under a figure this small and were left out: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only %1 of the %2 numbers of the compact labels fit under a figure this small; the others were left out: %3.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>drf::PolicyToolBar</name>
    <message>
        <source>Policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whole tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overlay every policy&apos;s result in the plots and list them side by side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tasks are indivisible: hand them out one at a time instead of continuously</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>drf::Preset</name>
    <message>
        <source>Churn: five jobs come and go on 100 CPU + 100 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five users share 100 CPU and 100 GB of memory while they come and go. A batch job (100 tasks of 20 time units) and a web service of weight 2 (tasks of 10, leaving at t = 60) start at once; an ETL job capped at 10 tasks at a time arrives at t = 12, a machine-learning service stays from t = 25 to t = 55, and a small ad-hoc job arrives at t = 33. Watch who waits, who is preempted and how full the cluster stays: recompute keeps every instant fair by taking tasks back at each arrival, dynamic DRF never takes back but keeps room for users still to come, and online DRF never takes back either but makes newcomers wait for running tasks to end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The DRF paper&apos;s example: 9 CPU, 18 GB; A = (1 CPU, 4 GB), B = (3 CPU, 1 GB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Late arrival: the seed&apos;s cluster, B joins at t = 5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seed&apos;s cluster (180 CPU, 180 GPU) and users, now over time: A (2 CPU, 1 GPU per task) is alone from t = 0 and B (1 CPU, 3 GPU) arrives at t = 5; every task runs 10 time units and both want as much as they can get. Recompute takes 30 of A&apos;s 90 tasks back at t = 5 to give B its 40 at once; dynamic DRF holds A to 45 tasks until B arrives, leaving half the cluster idle for it, then both reach 60/40; online DRF lets A fill the CPUs with 90 tasks and B waits 5 time units until they end, after which the rounds reach 60/40. No mechanism is at once fair at every instant, efficient and free of preemption: the seed&apos;s open problem.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seed: analytics and neural networks on 180 CPU + 180 GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three by three: analytics, training and serving on CPU, GPU and memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zero demand: drf hands C the crumbs (80 tasks), drf-equal does not (50)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>drf::PropertiesPanel</name>
    <message>
        <source>Properties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strategy-proofness: searching for a profitable lie…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hover a cell for the reason or the counterexample.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computing: searching each user&apos;s reports for a profitable lie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✗ no</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>drf::ResourceGroup</name>
    <message>
        <source>Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add resource</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resource</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a resource that nobody needs yet (at most %1 in the editor)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How much %1 the cluster has</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resource %1: name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove resource %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Credits per unit of %1 in the fixed-price market</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove %1 and every user&apos;s demand for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The resource&apos;s name (unique)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>drf::ResourceTableModel</name>
    <message>
        <source>Name of the resource; it must be unique</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cluster has %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One unit of %1 costs %2 credits in the fixed-price market</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The kinds of resource in the cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capacity C &gt; 0: how much of the resource the cluster has</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price p &gt; 0 of one unit in the fixed-price market</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>drf::ResultsPanel</name>
    <message>
        <source>Results</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>drf::ScenarioDocument</name>
    <message>
        <source>preset %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New scenario: the seed&apos;s cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a valid scenario:

%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot load preset %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preset: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1

Your scenario is still open, with its unsaved changes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot reload %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a valid scenario now; yours stays open:

%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reloaded %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>drf::ScenarioEditor</name>
    <message>
        <source>Add user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario editor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a user demanding one unit of every resource (at most %1 in the editor)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n more user(s) not shown here: edit them in the table.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>drf::ScenarioModel</name>
    <message>
        <source>Name of the user; it must be unique</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs %2 %3 per task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weight of %1: a user of weight 2 counts as two users of weight 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 runs at most %2 tasks; clear the cell to make its demand unbounded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wants as many tasks as the cluster allows; type a number to cap it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The users sharing the cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each user&apos;s demand of %1 per task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weight w &gt; 0: the user&apos;s share of an equal split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cap on the user&apos;s tasks; %1 = unbounded demand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot add a user: a scenario has at most %1 users</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add user %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot remove %1: a scenario needs at least one user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove user %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot add a resource: a scenario has at most %1 resources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new resource</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every user&apos;s demand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add resource %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot remove %1: a scenario needs at least one resource</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot remove %1: %2 would have no positive demand left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove resource %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>users[%1]: no such user (the scenario has %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>resources[%1]: no such resource (the scenario has %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is already the name of another user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>demand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has %1 values for %2 resources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at least one demand must be &gt; 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>demand for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>arrive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is already the name of another resource</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename user %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change %1&apos;s demand for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change %1&apos;s weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change %1&apos;s max tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename resource %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change %1&apos;s capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change %1&apos;s price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FPGA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resource %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>drf::UserDemandGroup</name>
    <message>
        <source>The user&apos;s name (unique)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weight w &gt; 0: a user of weight 2 counts as two users of weight 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most tasks the user wants; ∞ = as many as the cluster allows (step below 0 or type ∞ to remove the cap)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per task of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 per task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove user %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User %1: name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: max tasks</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
