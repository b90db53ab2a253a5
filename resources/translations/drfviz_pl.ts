<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL" sourcelanguage="en_US">
<context>
    <name>AppSettingsTexts</name>
    <message>
        <source>the file or its folder cannot be written</source>
        <translation>nie można zapisać pliku ani jego folderu</translation>
    </message>
    <message>
        <source>cannot save the settings in %1: %2</source>
        <translation>nie można zapisać ustawień w %1: %2</translation>
    </message>
</context>
<context>
    <name>BarsSceneTexts</name>
    <message>
        <source>utilization (%)</source>
        <translation>wykorzystanie (%)</translation>
    </message>
    <message>
        <source>Utilization of every resource under every policy</source>
        <translation>Wykorzystanie każdego zasobu w każdej polityce</translation>
    </message>
    <message>
        <source>Utilization under %1, split by user</source>
        <translation>Wykorzystanie w polityce %1, z podziałem na użytkowników</translation>
    </message>
    <message>
        <source>in grey</source>
        <translation>na szaro</translation>
    </message>
    <message>
        <source>, together</source>
        <translation>, razem</translation>
    </message>
    <message>
        <source>bars from left to right: %1</source>
        <translation>słupki od lewej do prawej: %1</translation>
    </message>
    <message>
        <source>above 100 %: over capacity</source>
        <translation>powyżej 100 %: ponad pojemność</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>odłogiem</translation>
    </message>
</context>
<context>
    <name>ColourScheme</name>
    <message>
        <source>&amp;Colours</source>
        <translation>&amp;Kolory</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;Systemowe</translation>
    </message>
    <message>
        <source>The desktop&apos;s colours, also in the plots</source>
        <translation>Kolory pulpitu, także na wykresach</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Jasne</translation>
    </message>
    <message>
        <source>Dark text on light backgrounds, the plots on white</source>
        <translation>Ciemny tekst na jasnym tle, wykresy na białym</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Ciemne</translation>
    </message>
    <message>
        <source>Light text on dark backgrounds, the plots too: for a projector or a dark room (exports stay on white)</source>
        <translation>Jasny tekst na ciemnym tle, także na wykresach: do rzutnika lub zaciemnionej sali (eksport pozostaje na białym tle)</translation>
    </message>
</context>
<context>
    <name>CommandLineTexts</name>
    <message>
        <source>unknown view &apos;%1&apos; (valid: %2)</source>
        <translation>nieznany widok &apos;%1&apos; (poprawne: %2)</translation>
    </message>
    <message>
        <source>the NAME of &apos;--user&apos; is an empty string</source>
        <translation>NAZWA w &apos;--user&apos; jest pustym napisem</translation>
    </message>
    <message>
        <source>option &apos;--user&apos; needs &apos;--view %1&apos;</source>
        <translation>opcja &apos;--user&apos; wymaga &apos;--view %1&apos;</translation>
    </message>
    <message>
        <source>invalid width &apos;%1&apos; (pixels, or centimetres as &apos;8cm&apos;)</source>
        <translation>niepoprawna szerokość &apos;%1&apos; (piksele albo centymetry jak &apos;8cm&apos;)</translation>
    </message>
    <message>
        <source>invalid height &apos;%1&apos; (pixels, or centimetres as &apos;6cm&apos;)</source>
        <translation>niepoprawna wysokość &apos;%1&apos; (piksele albo centymetry jak &apos;6cm&apos;)</translation>
    </message>
    <message>
        <source>give --width and --height in the same unit</source>
        <translation>podaj --width i --height w tej samej jednostce</translation>
    </message>
    <message>
        <source>invalid dpi &apos;%1&apos; (96 to 600)</source>
        <translation>niepoprawne dpi &apos;%1&apos; (od 96 do 600)</translation>
    </message>
    <message>
        <source>invalid level &apos;%1&apos; (a share of 0 or more, e.g. 0.5)</source>
        <translation>niepoprawny poziom &apos;%1&apos; (udział 0 lub większy, np. 0.5)</translation>
    </message>
    <message>
        <source>option &apos;--level&apos; needs &apos;--view %1&apos;</source>
        <translation>opcja &apos;--level&apos; wymaga &apos;--view %1&apos;</translation>
    </message>
    <message>
        <source>unknown style &apos;%1&apos; (valid: screen, print)</source>
        <translation>nieznany styl &apos;%1&apos; (poprawne: screen, print)</translation>
    </message>
    <message>
        <source>&apos;--transparent&apos; and &apos;--style print&apos; contradict each other (the print style has a white background)</source>
        <translation>&apos;--transparent&apos; i &apos;--style print&apos; wykluczają się (styl do druku ma białe tło)</translation>
    </message>
    <message>
        <source>invalid font scale &apos;%1&apos; (%2 to %3)</source>
        <translation>niepoprawna skala tekstu &apos;%1&apos; (od %2 do %3)</translation>
    </message>
    <message>
        <source>unknown label density &apos;%1&apos; (valid: %2)</source>
        <translation>nieznana gęstość etykiet &apos;%1&apos; (poprawne: %2)</translation>
    </message>
    <message>
        <source>a figure shows one policy: give &apos;--policy&apos; once</source>
        <translation>rysunek pokazuje jedną politykę: podaj &apos;--policy&apos; raz</translation>
    </message>
    <message>
        <source>option &apos;--preset&apos; needs &apos;--report&apos;, &apos;--simulate&apos; or &apos;--export&apos;</source>
        <translation>opcja &apos;--preset&apos; wymaga &apos;--report&apos;, &apos;--simulate&apos; lub &apos;--export&apos;</translation>
    </message>
    <message>
        <source>give a scenario FILE or &apos;--preset&apos;, not both</source>
        <translation>podaj PLIK scenariusza albo &apos;--preset&apos;, nie oba</translation>
    </message>
    <message>
        <source>&apos;--simulate&apos; takes no option &apos;--%1&apos;</source>
        <translation>&apos;--simulate&apos; nie przyjmuje opcji &apos;--%1&apos;</translation>
    </message>
    <message>
        <source>only one scenario FILE is allowed, got &apos;%1&apos; and &apos;%2&apos;</source>
        <translation>dozwolony jest jeden PLIK scenariusza, podano &apos;%1&apos; i &apos;%2&apos;</translation>
    </message>
    <message>
        <source>the scenario FILE is an empty string</source>
        <translation>PLIK scenariusza jest pustym napisem</translation>
    </message>
    <message>
        <source>unknown mechanism &apos;%1&apos; (valid: %2)</source>
        <translation>nieznany mechanizm &apos;%1&apos; (poprawne: %2)</translation>
    </message>
    <message>
        <source>unknown policy &apos;%1&apos; (valid: %2)</source>
        <translation>nieznana polityka &apos;%1&apos; (poprawne: %2)</translation>
    </message>
    <message>
        <source>unknown language &apos;%1&apos; (valid: en, pl)</source>
        <translation>nieznany język &apos;%1&apos; (poprawne: en, pl)</translation>
    </message>
    <message>
        <source>give only one of &apos;--report&apos;, &apos;--simulate&apos;, &apos;--export&apos; and &apos;--export-dir&apos;</source>
        <translation>podaj tylko jedno z &apos;--report&apos;, &apos;--simulate&apos;, &apos;--export&apos; i &apos;--export-dir&apos;</translation>
    </message>
    <message>
        <source>unknown figure format &apos;%1&apos;: OUT must end in .png, .pdf, .svg or .tex</source>
        <translation>nieznany format rysunku &apos;%1&apos;: OUT musi kończyć się na .png, .pdf, .svg lub .tex</translation>
    </message>
    <message>
        <source>the DIR of &apos;--export-dir&apos; is an empty string</source>
        <translation>KATALOG w &apos;--export-dir&apos; jest pustym napisem</translation>
    </message>
    <message>
        <source>option &apos;--standalone&apos; needs &apos;--export OUT.tex&apos; (it makes the LaTeX figure a whole document)</source>
        <translation>opcja &apos;--standalone&apos; wymaga &apos;--export OUT.tex&apos; (robi z rysunku LaTeX cały dokument)</translation>
    </message>
    <message>
        <source>option &apos;--%1&apos; needs &apos;--report&apos;%2</source>
        <translation>opcja &apos;--%1&apos; wymaga &apos;--report&apos;%2</translation>
    </message>
    <message>
        <source> or &apos;--export&apos;</source>
        <translation> lub &apos;--export&apos;</translation>
    </message>
    <message>
        <source>option &apos;--%1&apos; needs &apos;--export&apos; or &apos;--export-dir&apos;</source>
        <translation>opcja &apos;--%1&apos; wymaga &apos;--export&apos; lub &apos;--export-dir&apos;</translation>
    </message>
    <message>
        <source>&apos;--export-dir&apos; writes every view and policy: leave out &apos;--%1&apos;</source>
        <translation>&apos;--export-dir&apos; zapisuje każdy widok i każdą politykę: pomiń &apos;--%1&apos;</translation>
    </message>
    <message>
        <source>unknown policy &apos;%1&apos; (valid: %2%3)</source>
        <translation>nieznana polityka &apos;%1&apos; (poprawne: %2%3)</translation>
    </message>
    <message>
        <source>, compare</source>
        <translation>, compare</translation>
    </message>
    <message>
        <source>drfviz: %1
Try &apos;drfviz --help&apos; for more information.
</source>
        <translation>drfviz: %1
Więcej informacji: &apos;drfviz --help&apos;.
</translation>
    </message>
    <message>
        <source>drfviz: unknown preset &apos;%1&apos; (valid: %2)
</source>
        <translation>drfviz: nieznany scenariusz wzorcowy &apos;%1&apos; (poprawne: %2)
</translation>
    </message>
    <message>
        <source>drfviz: %1: %2
</source>
        <translation>drfviz: %1: %2
</translation>
    </message>
    <message>
        <source>%1 and %2 more</source>
        <translation>%1 i %2 innych</translation>
    </message>
    <message>
        <source>drfviz: unknown user &apos;%1&apos; (valid: %2)
</source>
        <translation>drfviz: nieznany użytkownik &apos;%1&apos; (poprawni: %2)
</translation>
    </message>
    <message>
        <source>option &apos;--mechanism&apos; needs &apos;--simulate&apos; or &apos;--view %1&apos;</source>
        <translation>opcja &apos;--mechanism&apos; wymaga &apos;--simulate&apos; lub &apos;--view %1&apos;</translation>
    </message>
    <message>
        <source>a timeline figure shows one mechanism, or all three without &apos;--mechanism&apos;: give it once</source>
        <translation>rysunek osi czasu pokazuje jeden mechanizm albo, bez &apos;--mechanism&apos;, wszystkie trzy: podaj ją raz</translation>
    </message>
    <message>
        <source>unknown colours &apos;%1&apos; (valid: white, dark)</source>
        <translation>nieznane kolory &apos;%1&apos; (poprawne: white, dark)</translation>
    </message>
    <message>
        <source>&apos;--colours dark&apos; and &apos;%1&apos; contradict each other (a figure has one background)</source>
        <translation>&apos;--colours dark&apos; i &apos;%1&apos; wykluczają się (rysunek ma jedno tło)</translation>
    </message>
</context>
<context>
    <name>DerivationStepsTexts</name>
    <message>
        <source>and %1 more users</source>
        <translation>i jeszcze %1 użytkowników</translation>
    </message>
    <message>
        <source>Dominant share per task</source>
        <translation>Udział dominujący na zadanie</translation>
    </message>
    <message>
        <source>μ_i = max_j d_ij / C_j</source>
        <translation>μ_i = max_j d_ij / C_j</translation>
    </message>
    <message>
        <source>Aggregate share per task</source>
        <translation>Udział łączny na zadanie</translation>
    </message>
    <message>
        <source>Denominator per resource</source>
        <translation>Mianownik dla każdego zasobu</translation>
    </message>
    <message>
        <source>Σ_j = Σ_i w_i d_ij / %1_i: how much of j the users take per unit of %2</source>
        <translation>Σ_j = Σ_i w_i d_ij / %1_i: ile zasobu j biorą użytkownicy na jednostkę %2</translation>
    </message>
    <message>
        <source>nobody needs it</source>
        <translation>nikt go nie potrzebuje</translation>
    </message>
    <message>
        <source>Bounds on %1</source>
        <translation>Ograniczenia na %1</translation>
    </message>
    <message>
        <source>The common %1</source>
        <translation>Wspólne %1</translation>
    </message>
    <message>
        <source>%1 = min_j C_j / Σ_j</source>
        <translation>%1 = min_j C_j / Σ_j</translation>
    </message>
    <message>
        <source>Tasks</source>
        <translation>Zadania</translation>
    </message>
    <message>
        <source>Progressive filling</source>
        <translation>Stopniowe napełnianie</translation>
    </message>
    <message>
        <source>caps or zero demands take the filling past the closed form: t rises, users stop when a resource they need is full or at their cap</source>
        <translation>limity lub zerowe zapotrzebowania wykraczają poza wzór zamknięty: t rośnie, a użytkownik staje, gdy potrzebny mu zasób się wyczerpie albo gdy osiągnie swój limit</translation>
    </message>
    <message>
        <source>cap reached</source>
        <translation>osiągnięty limit</translation>
    </message>
    <message>
        <source>%1; stop: %2</source>
        <translation>%1; stop: %2</translation>
    </message>
    <message>
        <source>x_i = t w_i / %1_i at the level where user i stopped, or its cap</source>
        <translation>x_i = t w_i / %1_i na poziomie, na którym użytkownik i stanął, albo jego limit</translation>
    </message>
    <message>
        <source>its cap</source>
        <translation>jego limit</translation>
    </message>
    <message>
        <source>stopped at t = %1: %2 full</source>
        <translation>stop przy t = %1: %2 wyczerpane</translation>
    </message>
    <message>
        <source>, and drf-equal stops everyone</source>
        <translation>, a drf-equal zatrzymuje wszystkich</translation>
    </message>
    <message>
        <source>Equal split</source>
        <translation>Podział po równo</translation>
    </message>
    <message>
        <source>user i owns w_i / W of every resource; x_i = min_j (w_i C_j / W) / d_ij</source>
        <translation>użytkownik i ma w_i / W każdego zasobu; x_i = min_j (w_i C_j / W) / d_ij</translation>
    </message>
    <message>
        <source>share %1, limited by %2</source>
        <translation>udział %1, ograniczony przez %2</translation>
    </message>
    <message>
        <source>Equilibrium prices</source>
        <translation>Ceny równowagi</translation>
    </message>
    <message>
        <source>Unit prices</source>
        <translation>Ceny jednostkowe</translation>
    </message>
    <message>
        <source>the multipliers of the capacity constraints, scaled so that Σ_j p_j C_j = V</source>
        <translation>mnożniki ograniczeń pojemności, przeskalowane tak, że Σ_j p_j C_j = V</translation>
    </message>
    <message>
        <source>fixed in advance, whatever the demand</source>
        <translation>ustalone z góry, niezależnie od popytu</translation>
    </message>
    <message>
        <source>Value and budgets</source>
        <translation>Wartość i budżety</translation>
    </message>
    <message>
        <source>Price of one task</source>
        <translation>Cena jednego zadania</translation>
    </message>
    <message>
        <source>x_i = min(T_i, b_i / p · d_i)</source>
        <translation>x_i = min(T_i, b_i / p · d_i)</translation>
    </message>
    <message>
        <source>min(cap %1, %2)</source>
        <translation>min(limit %1, %2)</translation>
    </message>
    <message>
        <source>Usage</source>
        <translation>Zużycie</translation>
    </message>
    <message>
        <source>usage_j = Σ_i x_i d_ij, against C_j</source>
        <translation>zużycie_j = Σ_i x_i d_ij, wobec C_j</translation>
    </message>
    <message>
        <source>over capacity %1 by %2</source>
        <translation>ponad pojemność %1 o %2</translation>
    </message>
    <message>
        <source>full: capacity %1</source>
        <translation>wyczerpane: pojemność %1</translation>
    </message>
    <message>
        <source>of %1: %2 idle</source>
        <translation>z %1: %2 niewykorzystane</translation>
    </message>
    <message>
        <source>Whole tasks</source>
        <translation>Całe zadania</translation>
    </message>
    <message>
        <source>one task at a time to the smallest share, until a task does not fit (Algorithm 1 of the DRF paper)</source>
        <translation>po jednym zadaniu dla najmniejszego udziału, aż zadanie się nie zmieści (Algorytm 1 z pracy o DRF)</translation>
    </message>
    <message>
        <source>one task at a time to the smallest share; a user whose next task does not fit is blocked</source>
        <translation>po jednym zadaniu dla najmniejszego udziału; użytkownik, którego kolejne zadanie się nie mieści, jest zablokowany</translation>
    </message>
    <message>
        <source>the floor of the continuous x_i</source>
        <translation>podłoga ciągłego x_i</translation>
    </message>
    <message>
        <source>floor(%1)</source>
        <translation>podłoga(%1)</translation>
    </message>
    <message>
        <source>s = min(%1) = %2</source>
        <translation>s = min(%1) = %2</translation>
    </message>
    <message>
        <source>, bottleneck %1</source>
        <translation>, wąskie gardło %1</translation>
    </message>
    <message>
        <source>dominant: </source>
        <translation>dominujący: </translation>
    </message>
    <message>
        <source>bottleneck: </source>
        <translation>wąskie gardło: </translation>
    </message>
    <message>
        <source> full</source>
        <translation> wyczerpane</translation>
    </message>
    <message>
        <source>cap </source>
        <translation>limit </translation>
    </message>
    <message>
        <source>usage</source>
        <translation>zużycie</translation>
    </message>
</context>
<context>
    <name>ExportCommandTexts</name>
    <message>
        <source>drfviz: %1: %2
</source>
        <translation>drfviz: %1: %2
</translation>
    </message>
    <message>
        <source>drfviz: cannot write %1: cannot create the folder
</source>
        <translation>drfviz: nie można zapisać %1: nie można utworzyć katalogu
</translation>
    </message>
</context>
<context>
    <name>FailureReasonsTexts</name>
    <message>
        <source>%1 over capacity by %2</source>
        <translation>%1 ponad pojemność o %2</translation>
    </message>
    <message>
        <source>%1 envies %2: with %2&apos;s bundle %1 could run %3, it runs %4</source>
        <translation>%1 zazdrości %2: z przydziałem %2 %1 uruchomiłby %3, a uruchamia %4</translation>
    </message>
    <message>
        <source>%1 gets %2, less than the %3 of its equal split (max-min)</source>
        <translation>%1 dostaje %2, mniej niż %3 z podziału po równo (max-min)</translation>
    </message>
    <message>
        <source>%1 could still grow: %2</source>
        <translation>%1 mógłby jeszcze urosnąć: %2</translation>
    </message>
    <message>
        <source>its next task fits</source>
        <translation>jego kolejne zadanie się mieści</translation>
    </message>
    <message>
        <source>no resource it needs is full</source>
        <translation>żaden potrzebny mu zasób nie jest wyczerpany</translation>
    </message>
    <message>
        <source>not feasible: </source>
        <translation>niewykonalny: </translation>
    </message>
    <message>
        <source>%1 %2 idle</source>
        <translation>%1 %2 odłogiem</translation>
    </message>
</context>
<context>
    <name>FigureRegistry</name>
    <message>
        <source>Resource space</source>
        <translation>Przestrzeń zasobów</translation>
    </message>
    <message>
        <source>Each user&apos;s allocation as a vector in the plane of two resources, inside the cluster&apos;s capacity rectangle</source>
        <translation>Przydział każdego użytkownika jako wektor na płaszczyźnie dwóch zasobów, wewnątrz prostokąta pojemności klastra</translation>
    </message>
    <message>
        <source>Task space</source>
        <translation>Przestrzeń zadań</translation>
    </message>
    <message>
        <source>Two users&apos; task counts: one constraint line per resource and every policy&apos;s point</source>
        <translation>Liczby zadań dwóch użytkowników: jedna prosta ograniczenia na zasób i punkt każdej polityki</translation>
    </message>
    <message>
        <source>Utilization</source>
        <translation>Wykorzystanie</translation>
    </message>
    <message>
        <source>How much of every resource each user gets, and what stays idle</source>
        <translation>Ile każdego zasobu dostaje każdy użytkownik i co leży odłogiem</translation>
    </message>
    <message>
        <source>Filling</source>
        <translation>Napełnianie</translation>
    </message>
    <message>
        <source>Progressive filling played: shares rise together until a resource is full</source>
        <translation>Stopniowe napełnianie krok po kroku: udziały rosną razem, aż zasób się wyczerpie</translation>
    </message>
    <message>
        <source>Manipulation</source>
        <translation>Manipulacja</translation>
    </message>
    <message>
        <source>What a user gains by lying about its demand, under each policy</source>
        <translation>Co użytkownik zyskuje, kłamiąc o swoim zapotrzebowaniu, w każdej polityce</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Oś czasu</translation>
    </message>
    <message>
        <source>The cluster over time: users arrive and leave, under three online mechanisms</source>
        <translation>Klaster w czasie: użytkownicy przybywają i odchodzą, przy trzech mechanizmach online</translation>
    </message>
</context>
<context>
    <name>FillingReplayTexts</name>
    <message>
        <source>… the log stops after %1 steps</source>
        <translation>… zapis kończy się po %1 krokach</translation>
    </message>
    <message>
        <source>%1 blocked: %2 would need %3 of %4</source>
        <translation>%1 zablokowany: %2 potrzebowałoby %3 z %4</translation>
    </message>
    <message>
        <source>task %1 → %2 (share %3)</source>
        <translation>zadanie %1 → %2 (udział %3)</translation>
    </message>
    <message>
        <source>, %1 reached its cap</source>
        <translation>, %1 osiągnął limit</translation>
    </message>
    <message>
        <source>step %1 of %2</source>
        <translation>krok %1 z %2</translation>
    </message>
    <message>
        <source>asset share</source>
        <translation>udział majątkowy</translation>
    </message>
    <message>
        <source>dominant share s</source>
        <translation>udział dominujący s</translation>
    </message>
    <message>
        <source>%1 blocked</source>
        <translation>%1 zablokowany</translation>
    </message>
</context>
<context>
    <name>FillingTexts</name>
    <message>
        <source>blocked by %1</source>
        <translation>zablokowany przez %1</translation>
    </message>
    <message>
        <source>frozen: %1 full</source>
        <translation>zamrożony: %1 wyczerpane</translation>
    </message>
    <message>
        <source>stopped: equal shares</source>
        <translation>zatrzymany: równe udziały</translation>
    </message>
    <message>
        <source>at its cap</source>
        <translation>na swoim limicie</translation>
    </message>
    <message>
        <source>frozen: at its cap</source>
        <translation>zamrożony: na swoim limicie</translation>
    </message>
    <message>
        <source>%1 full at share %2</source>
        <translation>%1 wyczerpane przy udziale %2</translation>
    </message>
    <message>
        <source> and %1 more</source>
        <translation> i jeszcze %1</translation>
    </message>
    <message>
        <source>%1 full: %2 blocked</source>
        <translation>%1 wyczerpane: %2 zablokowani</translation>
    </message>
    <message>
        <source>%1, whole tasks: %2</source>
        <translation>%1, całe zadania: %2</translation>
    </message>
    <message>
        <source>%1 progressive filling: %2</source>
        <translation>%1, stopniowe napełnianie: %2</translation>
    </message>
    <message>
        <source>as one grey band</source>
        <translation>jako jeden szary pas</translation>
    </message>
    <message>
        <source>No users: nothing to fill</source>
        <translation>Brak użytkowników: nie ma czego napełniać</translation>
    </message>
    <message>
        <source>Nothing to fill</source>
        <translation>Nie ma czego napełniać</translation>
    </message>
    <message>
        <source>growing</source>
        <translation>rośnie</translation>
    </message>
    <message>
        <source>where the filling ends</source>
        <translation>tu napełnianie się kończy</translation>
    </message>
</context>
<context>
    <name>ManipulationSceneTexts</name>
    <message>
        <source>Along the reported ratio</source>
        <translation>Wzdłuż zgłoszonej proporcji</translation>
    </message>
    <message>
        <source>reported %1 / %2 (truth %3)</source>
        <translation>zgłoszone %1 / %2 (prawda %3)</translation>
    </message>
    <message>
        <source>factor on the reported %1 / %2 ratio</source>
        <translation>mnożnik zgłoszonej proporcji %1 / %2</translation>
    </message>
    <message>
        <source>%1&apos;s real tasks</source>
        <translation>rzeczywiste zadania %1</translation>
    </message>
    <message>
        <source>Along the reported ratio (%1)</source>
        <translation>Wzdłuż zgłoszonej proporcji (%1)</translation>
    </message>
    <message>
        <source>truth</source>
        <translation>prawda</translation>
    </message>
    <message>
        <source>best lie</source>
        <translation>najlepsze kłamstwo</translation>
    </message>
    <message>
        <source>truth: %1 tasks</source>
        <translation>prawda: zadań %1</translation>
    </message>
    <message>
        <source>best lie: %1 tasks (%2)</source>
        <translation>najlepsze kłamstwo: zadań %1 (%2)</translation>
    </message>
    <message>
        <source>truth = best</source>
        <translation>prawda = najlepsze</translation>
    </message>
    <message>
        <source>truth = best: %1 tasks</source>
        <translation>prawda = najlepsze: zadań %1</translation>
    </message>
    <message>
        <source>best on this curve</source>
        <translation>najlepsze na tej krzywej</translation>
    </message>
    <message>
        <source>best on this curve: %1 tasks (%2)</source>
        <translation>najlepsze na tej krzywej: zadań %1 (%2)</translation>
    </message>
    <message>
        <source>Both reported components</source>
        <translation>Obie zgłaszane składowe</translation>
    </message>
    <message>
        <source>Both reported components (%1)</source>
        <translation>Obie zgłaszane składowe (%1)</translation>
    </message>
    <message>
        <source>reported %1 per task (truth %2)</source>
        <translation>zgłoszone %1 na zadanie (prawda %2)</translation>
    </message>
    <message>
        <source>best</source>
        <translation>najlepsze</translation>
    </message>
    <message>
        <source>best lie: %1 (%2)</source>
        <translation>najlepsze kłamstwo: %1 (%2)</translation>
    </message>
    <message>
        <source>grid&apos;s best: %1 (%2)</source>
        <translation>najlepsze w siatce: %1 (%2)</translation>
    </message>
</context>
<context>
    <name>NumberSpinBoxTexts</name>
    <message>
        <source>&quot;%1&quot; is not a number; it stays %2</source>
        <translation>„%1” nie jest liczbą; pozostaje %2</translation>
    </message>
</context>
<context>
    <name>OnlineSimulationTexts</name>
    <message>
        <source>it passed %1 steps (instants x (users + resources)); shorten the horizon or simulate fewer users</source>
        <translation>przekroczyła %1 kroków (chwile x (użytkownicy + zasoby)); skróć horyzont albo symuluj mniej użytkowników</translation>
    </message>
    <message>
        <source>the simulation stopped at t = %1: %2</source>
        <translation>symulacja zatrzymała się przy t = %1: %2</translation>
    </message>
    <message>
        <source>it passed %1 events (arrivals, departures and task starts); shorten the horizon, or give the tasks longer durations or larger demands</source>
        <translation>przekroczyła %1 zdarzeń (przybycia, odejścia i starty zadań); skróć horyzont albo daj zadaniom dłuższy czas lub większe zapotrzebowanie</translation>
    </message>
    <message>
        <source>its timeline passed %1 numbers (segments x (users + resources)); shorten the horizon or simulate fewer users</source>
        <translation>jej oś czasu przekroczyła %1 liczb (odcinki x (użytkownicy + zasoby)); skróć horyzont albo symuluj mniej użytkowników</translation>
    </message>
    <message>
        <source>Dynamic DRF (no preemption, room kept for arrivals)</source>
        <translation>Dynamiczny DRF (bez wywłaszczania, miejsce zostawione dla przybywających)</translation>
    </message>
    <message>
        <source>Online DRF (whole tasks, no preemption)</source>
        <translation>DRF online (całe zadania, bez wywłaszczania)</translation>
    </message>
</context>
<context>
    <name>PolicyMarksTexts</name>
    <message>
        <source>fixed price</source>
        <translation>stałe ceny</translation>
    </message>
    <message>
        <source>Walras</source>
        <translation>Walras</translation>
    </message>
    <message>
        <source>DRF (equal)</source>
        <translation>DRF (równe)</translation>
    </message>
</context>
<context>
    <name>PolicyNamesTexts</name>
    <message>
        <source>The one-task-at-a-time loop was ended where doubles could no longer tell its steps apart: the users still waiting got every task below the highest level at which they all fit.</source>
        <translation>Pętlę po jednym zadaniu przerwano tam, gdzie liczby double nie rozróżniały już kroków: czekający użytkownicy dostali każde zadanie poniżej najwyższego poziomu, na którym wszystkie się mieszczą.</translation>
    </message>
    <message>
        <source>Some tasks could not be computed in double precision and are given as 0.</source>
        <translation>Części zadań nie dało się policzyć w podwójnej precyzji; podano je jako 0.</translation>
    </message>
    <message>
        <source>Some task counts are beyond the largest double (1.8e308) and are given as that largest double.</source>
        <translation>Niektóre liczby zadań przekraczają największą liczbę double (1.8e308); podano je jako tę największą liczbę.</translation>
    </message>
    <message>
        <source>Some task counts are above 2^53, where doubles no longer count every task: each is the largest double not above the exact count.</source>
        <translation>Niektóre liczby zadań przekraczają 2^53, gdzie liczby double nie liczą już każdego zadania: każda to największa liczba double nie większa od dokładnej.</translation>
    </message>
    <message>
        <source>The computed allocation used %1 of %2&apos;s capacity %3 (the computation in doubles missed the exact answer); the tasks of the users who need it were scaled down to fit.</source>
        <translation>Obliczony przydział zużył %1 z pojemności %3 zasobu %2 (rachunek w liczbach double chybił dokładnej odpowiedzi); zadania użytkowników, którzy go potrzebują, zmniejszono, by się zmieściły.</translation>
    </message>
    <message>
        <source>Max-min (equal split)</source>
        <translation>Max–Min (podział po równo)</translation>
    </message>
    <message>
        <source>Fixed-price market</source>
        <translation>Rynek ze stałymi cenami</translation>
    </message>
    <message>
        <source>Walrasian market (CEEI)</source>
        <translation>Równowaga Walrasa (CEEI)</translation>
    </message>
    <message>
        <source>Dominant Resource Fairness</source>
        <translation>Dominant Resource Fairness (DRF)</translation>
    </message>
    <message>
        <source>DRF, equal shares (crumbs idle)</source>
        <translation>DRF, równe udziały (okruchy leżą odłogiem)</translation>
    </message>
    <message>
        <source>Asset fairness</source>
        <translation>Sprawiedliwość majątkowa (asset fairness)</translation>
    </message>
</context>
<context>
    <name>PropertyTableTexts</name>
    <message>
        <source>%1 (and %2 more)</source>
        <translation>%1 (i jeszcze %2)</translation>
    </message>
    <message>
        <source>by reporting %1 instead of %2</source>
        <translation>zgłaszając %1 zamiast %2</translation>
    </message>
    <message>
        <source>%1 runs %2 instead of 0 %3</source>
        <translation>%1 uruchamia %2 zamiast 0 %3</translation>
    </message>
    <message>
        <source>%1 gains %2 (%3 instead of %4) %5</source>
        <translation>%1 zyskuje %2 (%3 zamiast %4) %5</translation>
    </message>
    <message>
        <source>sharing incentive</source>
        <translation>gwarancja opłacalności</translation>
    </message>
    <message>
        <source>Pareto efficient</source>
        <translation>optymalność Pareto</translation>
    </message>
    <message>
        <source>no crumbs</source>
        <translation>bez okruchów</translation>
    </message>
    <message>
        <source>every resource is within its capacity</source>
        <translation>każdy zasób mieści się w swojej pojemności</translation>
    </message>
    <message>
        <source>nobody could run more tasks with another user&apos;s bundle</source>
        <translation>nikt nie uruchomiłby więcej zadań z cudzym przydziałem</translation>
    </message>
    <message>
        <source>not checked above %1 users</source>
        <translation>niesprawdzane powyżej %1 użytkowników</translation>
    </message>
    <message>
        <source>every user gets at least what its equal split (max-min) gives</source>
        <translation>każdy dostaje co najmniej tyle, ile daje mu podział po równo (max-min)</translation>
    </message>
    <message>
        <source>no user below its cap has a next task that fits</source>
        <translation>żaden użytkownik poniżej limitu nie ma kolejnego zadania, które się mieści</translation>
    </message>
    <message>
        <source>every user below its cap needs a full resource</source>
        <translation>każdy użytkownik poniżej limitu potrzebuje wyczerpanego zasobu</translation>
    </message>
    <message>
        <source>every resource someone needs is fully used</source>
        <translation>każdy zasób, którego ktoś potrzebuje, jest w pełni wykorzystany</translation>
    </message>
    <message>
        <source>not computed yet</source>
        <translation>jeszcze nie policzone</translation>
    </message>
    <message>
        <source>no user gains by misreporting (reports scaled by 1/4 to 4 per resource searched)</source>
        <translation>nikt nie zyskuje na fałszywym zgłoszeniu (przeszukano zgłoszenia przeskalowane od 1/4 do 4 dla każdego zasobu)</translation>
    </message>
    <message>
        <source>feasible</source>
        <translation>wykonalność</translation>
    </message>
    <message>
        <source>envy-free</source>
        <translation>brak zawiści</translation>
    </message>
    <message>
        <source>strategy-proof</source>
        <translation>odporność na manipulacje</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>the preset %1</source>
        <translation>scenariusz wzorcowy %1</translation>
    </message>
    <message>
        <source>an untitled scenario</source>
        <translation>scenariusz bez nazwy</translation>
    </message>
    <message>
        <source>%1 (last autosaved %2)</source>
        <translation>%1 (ostatni autozapis %2)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Niezapisane zmiany</translation>
    </message>
    <message>
        <source>Save the changes to %1?</source>
        <translation>Zapisać zmiany w %1?</translation>
    </message>
    <message>
        <source>Otherwise your edits are lost.</source>
        <translation>W przeciwnym razie zmiany przepadną.</translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>Otwórz scenariusz</translation>
    </message>
    <message>
        <source>Save scenario</source>
        <translation>Zapisz scenariusz</translation>
    </message>
    <message>
        <source>File deleted</source>
        <translation>Plik usunięty</translation>
    </message>
    <message>
        <source>File changed</source>
        <translation>Plik zmieniony</translation>
    </message>
    <message>
        <source>%1 was deleted or moved by another program.</source>
        <translation>%1 został usunięty lub przeniesiony przez inny program.</translation>
    </message>
    <message>
        <source>%1 was changed by another program.</source>
        <translation>%1 został zmieniony przez inny program.</translation>
    </message>
    <message>
        <source>Keep Mine saves your scenario there again.</source>
        <translation>Zachowaj moją zapisze tam ponownie twój scenariusz.</translation>
    </message>
    <message>
        <source>Keep Mine replaces the other program&apos;s version with yours.</source>
        <translation>Zachowaj moją zastąpi wersję innego programu twoją.</translation>
    </message>
    <message>
        <source>Keep Mine goes on with your scenario; Save puts the file back.</source>
        <translation>Zachowaj moją kontynuuje z twoim scenariuszem; Zapisz odtworzy plik.</translation>
    </message>
    <message>
        <source>Keep Mine goes on with your scenario; the file is untouched until you save.</source>
        <translation>Zachowaj moją kontynuuje z twoim scenariuszem; plik pozostaje nietknięty, dopóki nie zapiszesz.</translation>
    </message>
    <message>
        <source>Reload reads the file again and drops your unsaved edits.</source>
        <translation>Wczytaj ponownie czyta plik od nowa i porzuca niezapisane zmiany.</translation>
    </message>
    <message>
        <source>Reload reads the file again.</source>
        <translation>Wczytaj ponownie czyta plik od nowa.</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Wczytaj ponownie</translation>
    </message>
    <message>
        <source>&amp;Keep Mine</source>
        <translation>&amp;Zachowaj moją</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Zapisz &amp;jako…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>Restore unsaved changes</source>
        <translation>Przywróć niezapisane zmiany</translation>
    </message>
    <message>
        <source>drfviz ended without saving your changes to %1.</source>
        <translation>drfviz zakończył działanie bez zapisania zmian w %1.</translation>
    </message>
    <message>
        <source>Restore them? Restored changes are not saved yet. Not Now asks again at the next start.</source>
        <translation>Przywrócić je? Przywrócone zmiany nie są jeszcze zapisane. Nie teraz zapyta ponownie przy następnym uruchomieniu.</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Przywróć</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Odrzuć</translation>
    </message>
    <message>
        <source>&amp;Not Now</source>
        <translation>&amp;Nie teraz</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>nie można zapisać %1: %2</translation>
    </message>
    <message>
        <source>drawing the figure failed</source>
        <translation>rysowanie rysunku nie powiodło się</translation>
    </message>
    <message>
        <source>Export figure</source>
        <translation>Eksport rysunku</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Eksport nie powiódł się</translation>
    </message>
    <message>
        <source>Max-min</source>
        <translation>Max–Min</translation>
    </message>
    <message>
        <source>Fixed price</source>
        <translation>Stałe ceny</translation>
    </message>
    <message>
        <source>Walras</source>
        <translation>Walras</translation>
    </message>
    <message>
        <source>DRF</source>
        <translation>DRF</translation>
    </message>
    <message>
        <source>DRF equal</source>
        <translation>DRF równe</translation>
    </message>
    <message>
        <source>Asset</source>
        <translation>Majątkowa</translation>
    </message>
    <message>
        <source>… and %1 more</source>
        <translation>… i jeszcze %1</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Użytkownik</translation>
    </message>
    <message>
        <source>Tasks</source>
        <translation>Zadania</translation>
    </message>
    <message>
        <source>Bundle (%1)</source>
        <translation>Przydział (%1)</translation>
    </message>
    <message>
        <source>Dom. share</source>
        <translation>Udział dom.</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Budżet</translation>
    </message>
    <message>
        <source>&lt;p&gt;… and %1 more users with %2 tasks together.&lt;/p&gt;</source>
        <translation>&lt;p&gt;… i jeszcze %1 użytkowników, razem %2 zadań.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Resource</source>
        <translation>Zasób</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Pojemność</translation>
    </message>
    <message>
        <source>Used</source>
        <translation>Zużyte</translation>
    </message>
    <message>
        <source>Idle</source>
        <translation>Niewykorzystane</translation>
    </message>
    <message>
        <source>Utilization</source>
        <translation>Wykorzystanie</translation>
    </message>
    <message>
        <source>over by %1</source>
        <translation>przekroczone o %1</translation>
    </message>
    <message>
        <source>fits in the cluster</source>
        <translation>mieści się w klastrze</translation>
    </message>
    <message>
        <source>nobody prefers another&apos;s bundle</source>
        <translation>nikt nie woli cudzego przydziału</translation>
    </message>
    <message>
        <source>everyone gets its equal split</source>
        <translation>każdy dostaje swój podział po równo</translation>
    </message>
    <message>
        <source>nobody can get more for free</source>
        <translation>nikt nie może dostać więcej za darmo</translation>
    </message>
    <message>
        <source>no demanded resource idle</source>
        <translation>żaden potrzebny zasób nie leży odłogiem</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Własności</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; per unit: %2&lt;br&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; za jednostkę: %2&lt;br&gt;</translation>
    </message>
    <message>
        <source>Equilibrium prices</source>
        <translation>Ceny równowagi</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Ceny</translation>
    </message>
    <message>
        <source>%1: budget %2, a task costs %3 → %4 tasks</source>
        <translation>%1: budżet %2, zadanie kosztuje %3 → zadań: %4</translation>
    </message>
    <message>
        <source> and %1 more</source>
        <translation> i jeszcze %1</translation>
    </message>
    <message>
        <source>at share %1: %2 saturated, %3 stop</source>
        <translation>przy udziale %1: %2 wyczerpane, stają: %3</translation>
    </message>
    <message>
        <source>at share %1: %2 reach their caps</source>
        <translation>przy udziale %1: limit osiągają %2</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Progressive filling&lt;/b&gt;&lt;br&gt;%1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Stopniowe napełnianie&lt;/b&gt;&lt;br&gt;%1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Every user owns an equal (weighted) slice of every resource; leftovers stay idle.</source>
        <translation>Każdy użytkownik ma równy (ważony) kawałek każdego zasobu; reszta leży odłogiem.</translation>
    </message>
    <message>
        <source>Equal budgets spent at fixed unit prices; may ask for more than exists.</source>
        <translation>Równe budżety wydane po stałych cenach jednostkowych; popyt może przekroczyć to, co istnieje.</translation>
    </message>
    <message>
        <source>Competitive market from equal incomes: prices rise until demand fits.</source>
        <translation>Rynek konkurencyjny z równych dochodów: ceny rosną, aż popyt się zmieści.</translation>
    </message>
    <message>
        <source>Equalise dominant shares by progressive filling; users blocked by a full resource stop.</source>
        <translation>Wyrównuje udziały dominujące stopniowym napełnianiem; użytkownicy zablokowani przez wyczerpany zasób stają.</translation>
    </message>
    <message>
        <source>Strictly equal dominant shares: everyone stops at the first full resource.</source>
        <translation>Ściśle równe udziały dominujące: wszyscy stają przy pierwszym wyczerpanym zasobie.</translation>
    </message>
    <message>
        <source>Equalise aggregate shares (sum of shares of every resource).</source>
        <translation>Wyrównuje udziały łączne (sumę udziałów we wszystkich zasobach).</translation>
    </message>
    <message>
        <source>whole tasks</source>
        <translation>całe zadania</translation>
    </message>
    <message>
        <source>continuous tasks</source>
        <translation>zadania ciągłe</translation>
    </message>
    <message>
        <source>Approximate answer.</source>
        <translation>Odpowiedź przybliżona.</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;small&gt;Continuous closed form; whole tasks are handed out one at a time.&lt;/small&gt;</source>
        <translation>&lt;br&gt;&lt;small&gt;Wzór zamknięty dla zadań ciągłych; całe zadania są rozdawane po jednym.&lt;/small&gt;</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;small&gt;The closed form assumes positive demands and no caps; progressive filling below gives the allocation.&lt;/small&gt;</source>
        <translation>&lt;br&gt;&lt;small&gt;Wzór zamknięty zakłada dodatnie zapotrzebowania i brak limitów; przydział daje stopniowe napełnianie poniżej.&lt;/small&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Derivation&lt;/b&gt; (the seed&apos;s closed form: equal dominant shares s, x&lt;sub&gt;i&lt;/sub&gt; = w&lt;sub&gt;i&lt;/sub&gt; s / μ&lt;sub&gt;i&lt;/sub&gt;)&lt;br&gt;%1%2&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Wyprowadzenie&lt;/b&gt; (wzór zamknięty z artykułu: równe udziały dominujące s, x&lt;sub&gt;i&lt;/sub&gt; = w&lt;sub&gt;i&lt;/sub&gt; s / μ&lt;sub&gt;i&lt;/sub&gt;)&lt;br&gt;%1%2&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Policy</source>
        <translation>Polityka</translation>
    </message>
    <message>
        <source>Feas.</source>
        <translation>Wyk.</translation>
    </message>
    <message>
        <source>EF</source>
        <translation>BZ</translation>
    </message>
    <message>
        <source>SI</source>
        <translation>GO</translation>
    </message>
    <message>
        <source>PE</source>
        <translation>OP</translation>
    </message>
    <message>
        <source>NC</source>
        <translation>BO</translation>
    </message>
    <message>
        <source>&lt;h3&gt;All policies&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Wszystkie polityki&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>Feas. feasible · EF envy-free · SI sharing incentive · PE Pareto efficient · NC no crumbs (tasks of the first users) · ≈ approximate: doubles cannot hold the exact answer</source>
        <translation>Wyk. wykonalny · BZ brak zawiści · GO gwarancja opłacalności · OP optymalność Pareto · BO bez okruchów (zadania pierwszych użytkowników) · ≈ przybliżone: liczby double nie mieszczą dokładnej odpowiedzi</translation>
    </message>
    <message>
        <source>drfviz scenarios (*.%1 *.json);;All files (*)</source>
        <translation>Scenariusze drfviz (*.%1 *.json);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>this figure has no LaTeX form yet: export it as .pdf or .svg, which \includegraphics takes</source>
        <translation>ten rysunek nie ma jeszcze postaci LaTeX: wyeksportuj go jako .pdf lub .svg, które przyjmuje \includegraphics</translation>
    </message>
</context>
<context>
    <name>ReadableNumber</name>
    <message numerus="yes">
        <source>%n task(s)</source>
        <translation>
            <numerusform>%n zadanie</numerusform>
            <numerusform>%n zadania</numerusform>
            <numerusform>%n zadań</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 tasks</source>
        <comment>a fraction of a task: 33.33 tasks</comment>
        <translation>%1 zadania</translation>
    </message>
    <message>
        <source>%1 tasks</source>
        <comment>a count too large for an integer: 1e+24 tasks</comment>
        <translation>%1 zadań</translation>
    </message>
</context>
<context>
    <name>ReportCommandTexts</name>
    <message>
        <source>drfviz: cannot write the report: %1
</source>
        <translation>drfviz: nie można zapisać raportu: %1
</translation>
    </message>
    <message>
        <source>nothing to do without a window</source>
        <translation>nic do zrobienia bez okna</translation>
    </message>
</context>
<context>
    <name>ResourceSpaceTexts</name>
    <message>
        <source>capacity (%1)</source>
        <translation>pojemność (%1)</translation>
    </message>
    <message>
        <source>capacity</source>
        <translation>pojemność</translation>
    </message>
    <message>
        <source>%1 per task: %2</source>
        <translation>%1 na zadanie: %2</translation>
    </message>
    <message>
        <source>%1 per task</source>
        <translation>%1 na zadanie</translation>
    </message>
    <message>
        <source>, together</source>
        <translation>, razem</translation>
    </message>
    <message>
        <source>%1 together:
%2</source>
        <translation>%1 razem:
%2</translation>
    </message>
    <message>
        <source> over capacity</source>
        <translation> ponad pojemność</translation>
    </message>
    <message>
        <source>user</source>
        <translation>użytkownik</translation>
    </message>
    <message>
        <source>Every policy&apos;s total allocation (vectors: %1)</source>
        <translation>Łączny przydział każdej polityki (wektory: %1)</translation>
    </message>
    <message>
        <source>%1: allocation vectors and their sum</source>
        <translation>%1: wektory przydziałów i ich suma</translation>
    </message>
    <message>
        <source>%1 at t = %2: allocation vectors and their sum</source>
        <translation>%1 w chwili t = %2: wektory przydziału i ich suma</translation>
    </message>
    <message>
        <source> (%1 over time is still being simulated)</source>
        <translation> (symulacja w czasie jeszcze trwa: %1)</translation>
    </message>
    <message>
        <source> (%1 over time stopped at one of its limits)</source>
        <translation> (symulacja w czasie zatrzymała się na jednym z limitów: %1)</translation>
    </message>
    <message>
        <source>as one grey band</source>
        <translation>jako jeden szary pas</translation>
    </message>
    <message>
        <source> — %1 users, labels hidden</source>
        <translation> — %1 użytkowników, etykiety ukryte</translation>
    </message>
    <message>
        <source>%1 capacity exceeded</source>
        <translation>przekroczona pojemność %1</translation>
    </message>
    <message>
        <source>%1 full</source>
        <translation>%1 wyczerpane</translation>
    </message>
    <message>
        <source>total</source>
        <translation>razem</translation>
    </message>
    <message>
        <source>others</source>
        <translation>pozostali</translation>
    </message>
    <message>
        <source>sum</source>
        <translation>suma</translation>
    </message>
    <message>
        <source>sum: %1</source>
        <translation>suma: %1</translation>
    </message>
    <message>
        <source>%1 total</source>
        <translation>%1 łącznie</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>odłogiem</translation>
    </message>
    <message>
        <source>%1 %2 idle</source>
        <translation>%1 %2 odłogiem</translation>
    </message>
    <message>
        <source>over capacity</source>
        <translation>ponad pojemność</translation>
    </message>
    <message>
        <source>+%1 %2 over capacity</source>
        <translation>+%1 %2 ponad pojemność</translation>
    </message>
    <message>
        <source>No users: nothing is allocated</source>
        <translation>Brak użytkowników: nic nie jest przydzielone</translation>
    </message>
</context>
<context>
    <name>ResourceSpaceViewTexts</name>
    <message>
        <source>Drag the tip of a vector or demand ray to change the demand (Shift: free); the wheel zooms, the middle button pans, a double-click resets</source>
        <translation>Przeciągnij koniec wektora lub półprostej, by zmienić zapotrzebowanie (Shift: dowolnie); kółko przybliża, środkowy przycisk przesuwa, dwuklik przywraca widok</translation>
    </message>
</context>
<context>
    <name>ResultsReportTexts</name>
    <message>
        <source>&lt;b style=&quot;color:%1&quot;&gt;✔&amp;nbsp;yes&lt;/b&gt;</source>
        <translation>&lt;b style=&quot;color:%1&quot;&gt;✔&amp;nbsp;tak&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b style=&quot;color:%1&quot;&gt;✘&amp;nbsp;no&lt;/b&gt;</source>
        <translation>&lt;b style=&quot;color:%1&quot;&gt;✘&amp;nbsp;nie&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>ScenarioFileTexts</name>
    <message>
        <source>line %1, column %2</source>
        <translation>wiersz %1, kolumna %2</translation>
    </message>
    <message>
        <source>is required</source>
        <translation>jest wymagane</translation>
    </message>
    <message>
        <source>must be a number</source>
        <translation>musi być liczbą</translation>
    </message>
    <message>
        <source>must be a string</source>
        <translation>musi być napisem</translation>
    </message>
    <message>
        <source>must be an array</source>
        <translation>musi być tablicą</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>musi być obiektem</translation>
    </message>
    <message>
        <source>has %1 values but a scenario has at most %2 resources</source>
        <translation>ma %1 wartości, a scenariusz ma najwyżej %2 zasobów</translation>
    </message>
    <message>
        <source>it grew over %1 while being read</source>
        <translation>urósł ponad %1 w trakcie czytania</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>to nie jest zwykły plik</translation>
    </message>
    <message>
        <source>not a regular file (%1)</source>
        <translation>to nie jest zwykły plik (%1)</translation>
    </message>
    <message>
        <source>a directory</source>
        <translation>katalog</translation>
    </message>
    <message>
        <source>a FIFO</source>
        <translation>kolejka FIFO</translation>
    </message>
    <message>
        <source>a character device</source>
        <translation>urządzenie znakowe</translation>
    </message>
    <message>
        <source>a block device</source>
        <translation>urządzenie blokowe</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>gniazdo</translation>
    </message>
    <message>
        <source>... and %1 more %2</source>
        <translation>... i jeszcze %1 %2</translation>
    </message>
    <message>
        <source>the document is empty: expected a JSON object</source>
        <translation>dokument jest pusty: oczekiwano obiektu JSON</translation>
    </message>
    <message>
        <source>invalid JSON at %1: %2</source>
        <translation>niepoprawny JSON w %1: %2</translation>
    </message>
    <message>
        <source>the document must be a JSON object</source>
        <translation>dokument musi być obiektem JSON</translation>
    </message>
    <message>
        <source>must be %1 (this program knows no other version)</source>
        <translation>musi być %1 (ten program nie zna innej wersji)</translation>
    </message>
    <message>
        <source>resources[%1]</source>
        <translation>resources[%1]</translation>
    </message>
    <message>
        <source>users[%1]</source>
        <translation>users[%1]</translation>
    </message>
    <message>
        <source>cannot read &quot;%1&quot;: %2</source>
        <translation>nie można odczytać „%1”: %2</translation>
    </message>
    <message>
        <source>cannot save &quot;%1&quot;: %2</source>
        <translation>nie można zapisać „%1”: %2</translation>
    </message>
    <message>
        <source>unknown preset &quot;%1&quot;</source>
        <translation>nieznany scenariusz wzorcowy „%1”</translation>
    </message>
    <message>
        <source>duplicate key &quot;%1&quot; at %2</source>
        <translation>powtórzony klucz „%1” (%2)</translation>
    </message>
    <message>
        <source>the limit of %1 bytes (%2 MiB) for scenario files</source>
        <translation>limit %1 B (%2 MiB) dla plików scenariuszy</translation>
    </message>
    <message>
        <source>it is %1 bytes (%2 MiB), over %3</source>
        <translation>ma %1 B (%2 MiB), ponad %3</translation>
    </message>
    <message>
        <source>the file is %1; drfviz reads only UTF-8: save it as UTF-8</source>
        <translation>plik jest w kodowaniu %1; drfviz czyta tylko UTF-8: zapisz go jako UTF-8</translation>
    </message>
</context>
<context>
    <name>SimulateCommandTexts</name>
    <message>
        <source>drfviz: %1: %2
</source>
        <translation>drfviz: %1: %2
</translation>
    </message>
    <message>
        <source>drfviz: cannot write the simulation: %1
</source>
        <translation>drfviz: nie można zapisać symulacji: %1
</translation>
    </message>
</context>
<context>
    <name>SliderSpinBoxTexts</name>
    <message>
        <source>0 – %1, steps of %2</source>
        <translation>0 – %1, co %2</translation>
    </message>
</context>
<context>
    <name>TaskConstraintsTexts</name>
    <message>
        <source>cap of %1</source>
        <translation>limit %1</translation>
    </message>
</context>
<context>
    <name>TaskSpaceTexts</name>
    <message>
        <source>Task space</source>
        <translation>Przestrzeń zadań</translation>
    </message>
    <message>
        <source>The task space compares two users:
add a second user to see it.</source>
        <translation>Przestrzeń zadań porównuje dwóch użytkowników:
dodaj drugiego użytkownika, aby ją zobaczyć.</translation>
    </message>
    <message>
        <source>Task space of %1 and %2</source>
        <translation>Przestrzeń zadań %1 i %2</translation>
    </message>
    <message>
        <source> (the third user keeps its %1 allocation)</source>
        <translation> (trzeci użytkownik zachowuje przydział z %1)</translation>
    </message>
    <message>
        <source> (the %1 others keep their %2 allocation)</source>
        <translation> (pozostali (%1) zachowują przydział z %2)</translation>
    </message>
    <message>
        <source>tasks of %1</source>
        <translation>zadania %1</translation>
    </message>
    <message>
        <source>equal weighted dominant shares</source>
        <translation>równe ważone udziały dominujące</translation>
    </message>
    <message>
        <source>equal dominant shares</source>
        <translation>równe udziały dominujące</translation>
    </message>
    <message>
        <source>both get at least their equal split</source>
        <translation>obaj dostają co najmniej podział po równo</translation>
    </message>
    <message>
        <source> = equal split</source>
        <translation> = podział po równo</translation>
    </message>
    <message>
        <source>feasible</source>
        <translation>wykonalne</translation>
    </message>
    <message>
        <source>
over capacity</source>
        <translation>
ponad pojemność</translation>
    </message>
</context>
<context>
    <name>TimelineSceneTexts</name>
    <message>
        <source>The utilization panels do not fit a figure this small and were left out: make the figure taller, or draw one mechanism.</source>
        <translation>Panele wykorzystania nie mieszczą się w tak małym rysunku i zostały pominięte: zwiększ wysokość rysunku albo narysuj jeden mechanizm.</translation>
    </message>
    <message>
        <source>The three mechanisms over time: dominant shares and utilization</source>
        <translation>Trzy mechanizmy w czasie: udziały dominujące i wykorzystanie</translation>
    </message>
    <message>
        <source>%1 over time: dominant shares and utilization</source>
        <translation>%1 w czasie: udziały dominujące i wykorzystanie</translation>
    </message>
    <message>
        <source>No users: nothing happens over time</source>
        <translation>Brak użytkowników: nic się nie dzieje w czasie</translation>
    </message>
    <message>
        <source>not drawn</source>
        <translation>nie narysowano</translation>
    </message>
    <message>
        <source>time</source>
        <translation>czas</translation>
    </message>
    <message>
        <source>share</source>
        <translation>udział</translation>
    </message>
    <message>
        <source>used (%)</source>
        <translation>zużyte (%)</translation>
    </message>
    <message>
        <source>arrives</source>
        <translation>przybywa</translation>
    </message>
    <message>
        <source>leaves or is done</source>
        <translation>odchodzi lub kończy</translation>
    </message>
    <message>
        <source>%1 used</source>
        <translation>%1 zużyte</translation>
    </message>
    <message>
        <source>Simulating %1 over time…</source>
        <translation>Trwa symulacja w czasie: %1…</translation>
    </message>
</context>
<context>
    <name>TourTexts</name>
    <message>
        <source>%1 CPU and %2 GPU are shared by A, data analytics (%3 CPU + %4 GPU per task), and B, neural networks (%5 CPU + %6 GPU per task); both want as many tasks as the cluster can run. The rectangle is the cluster, each marker the total that one of six policies hands out.</source>
        <translation>%1 CPU i %2 GPU dzielą A, analityka danych (%3 CPU + %4 GPU na zadanie), i B, sieci neuronowe (%5 CPU + %6 GPU na zadanie); obaj chcą uruchomić tyle zadań, ile zmieści klaster. Prostokąt to klaster, a każdy znacznik to suma tego, co rozdaje jedna z sześciu polityk.</translation>
    </message>
    <message>
        <source>Split every resource equally: %1 CPU and %2 GPU each. A runs out of CPU after %3, B out of GPU after %4; %5 CPU and %6 GPU lie idle.</source>
        <translation>Każdy zasób dzielimy po równo: każdy dostaje %1 CPU i %2 GPU. A uruchomi tylko %3, bo wyczerpie procesory, B tylko %4, bo wyczerpie karty graficzne; %5 CPU i %6 GPU leży odłogiem.</translation>
    </message>
    <message>
        <source>At %1 credits a unit, each user&apos;s budget is %2. A buys %3, B buys %4: together %5 GPU, %6 more than exist, and the total leaves the rectangle.</source>
        <translation>Przy cenie %1 kredytów za jednostkę każdy ma budżet %2. A kupuje %3, B %4: razem %5 GPU, o %6 więcej, niż istnieje, więc suma wychodzi poza prostokąt.</translation>
    </message>
    <message>
        <source>A task of A takes %1 of the CPU, a task of B %2 of the GPU: their dominant shares. DRF raises both users&apos; dominant shares together until the GPU runs out at s = %3: A runs %4, B %5, and %6 CPU stay idle.</source>
        <translation>Zadanie A zajmuje %1 procesorów, zadanie B %2 kart graficznych: to ich udziały dominujące. DRF podnosi udziały dominujące obu użytkowników jednocześnie, aż przy s = %3 skończą się karty graficzne: A uruchamia %4, B %5, a %6 CPU zostaje wolnych.</translation>
    </message>
    <message>
        <source>With B&apos;s bundle (%1 CPU, %2 GPU), A could run only %3, not its own %4; with A&apos;s bundle, B could run %5, not its own %6. Under DRF nobody envies anybody: each row of the Envy matrix is largest on its diagonal.</source>
        <translation>Z przydziałem B (%1 CPU, %2 GPU) A uruchomiłby tylko %3, a nie swoje %4; z przydziałem A użytkownik B uruchomiłby %5, a nie swoje %6. W DRF nikt nikomu nie zazdrości: w każdym wierszu macierzy zawiści największa liczba leży na przekątnej.</translation>
    </message>
    <message>
        <source>The Walrasian market raises the prices until demand fits (CPU %1, GPU %2 credits): A runs %3, B %4, and nothing is idle. But lying pays: claiming %5 CPU + %6 GPU per task instead of %7 + %8, B really runs %9, %10 more.</source>
        <translation>Rynek Walrasa podnosi ceny, aż popyt zmieści się w klastrze (CPU %1, GPU %2 kredytów): A uruchamia %3, B %4 i nic nie stoi bezczynnie. Ale kłamstwo się opłaca: zgłaszając %5 CPU + %6 GPU na zadanie zamiast %7 + %8, B naprawdę uruchamia %9, o %10 więcej.</translation>
    </message>
    <message>
        <source>DRF leaves %1 CPU idle: the crumbs. Giving them to A would lift its dominant share above B&apos;s %2 and reward gaming the demands: no policy is at once envy-free, strategy-proof, as good as an equal split for all and free of crumbs.</source>
        <translation>DRF zostawia %1 CPU wolnych: to okruchy. Oddanie ich A podniosłoby jego udział dominujący ponad %2 użytkownika B i nagradzałoby fałszowanie zgłoszeń: żadna polityka nie jest jednocześnie wolna od zawiści, odporna na manipulacje, dla każdego co najmniej tak dobra jak podział po równo i bez okruchów.</translation>
    </message>
    <message>
        <source>A is alone until B arrives at t = %1; tasks run %2 time units. Recompute takes %3 of A&apos;s %4 tasks back, dynamic DRF holds A to %5 to keep room for B, online DRF lets A start %6 and B waits %7 time units. All three end at %8 + %9.</source>
        <translation>A jest sam, dopóki w chwili t = %1 nie przybędzie B; zadania trwają %2 jednostek czasu. Przeliczanie odbiera A %3 z jego %4 zadań, dynamiczne DRF ogranicza A do %5, by zostawić miejsce dla B, a DRF online pozwala A uruchomić %6, więc B czeka %7 jednostek czasu. Wszystkie trzy kończą na %8 + %9.</translation>
    </message>
    <message>
        <source>Recompute is fair at every instant but takes back %1 tasks; dynamic and online DRF take none back but keep the CPU %2 and %3 busy instead of %4, and under online DRF %5 waits %6 time units. Fair, efficient and without preemption at once: the seed&apos;s open problem.</source>
        <translation>Przeliczanie jest sprawiedliwe w każdej chwili, ale odbiera %1 zadania; dynamiczne DRF i DRF online niczego nie odbierają, lecz procesory są zajęte w %2 i %3 zamiast %4, a w DRF online %5 czeka %6 jednostek czasu. Sprawiedliwie, wydajnie i bez wywłaszczania naraz: otwarty problem z artykułu.</translation>
    </message>
    <message>
        <source>The cluster</source>
        <translation>Klaster</translation>
    </message>
    <message>
        <source>An equal split wastes</source>
        <translation>Podział po równo marnuje</translation>
    </message>
    <message>
        <source>A market with fixed prices overflows</source>
        <translation>Rynek ze stałymi cenami przekracza pojemność</translation>
    </message>
    <message>
        <source>DRF and its 2/3</source>
        <translation>DRF i jego 2/3</translation>
    </message>
    <message>
        <source>Nobody envies anybody</source>
        <translation>Nikt nikomu nie zazdrości</translation>
    </message>
    <message>
        <source>The Walrasian market and the lie that pays</source>
        <translation>Rynek Walrasa i kłamstwo, które się opłaca</translation>
    </message>
    <message>
        <source>The price of the crumbs</source>
        <translation>Cena okruchów</translation>
    </message>
    <message>
        <source>Users arriving over time</source>
        <translation>Użytkownicy przybywający w czasie</translation>
    </message>
    <message>
        <source>The open problem</source>
        <translation>Otwarty problem</translation>
    </message>
</context>
<context>
    <name>UserAggregateTexts</name>
    <message>
        <source>the other %1 users</source>
        <translation>pozostali użytkownicy (%1)</translation>
    </message>
    <message>
        <source>the %1 largest of %2 users drawn one by one, %3 together %4</source>
        <translation>%1 największych z %2 użytkowników rysowanych osobno, %3 razem %4</translation>
    </message>
</context>
<context>
    <name>ValidationTexts</name>
    <message>
        <source>must be a finite number &gt;= 0</source>
        <translation>musi być skończoną liczbą &gt;= 0</translation>
    </message>
    <message>
        <source>must be a finite number &gt; 0</source>
        <translation>musi być skończoną liczbą &gt; 0</translation>
    </message>
    <message>
        <source>must be at most 1e12</source>
        <translation>musi być najwyżej 1e12</translation>
    </message>
    <message>
        <source>must have 1 to %1 entries, has %2</source>
        <translation>musi mieć od 1 do %1 pozycji, ma %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is already used by %2</source>
        <translation>„%1” jest już użyte przez %2</translation>
    </message>
    <message>
        <source>demand[%1]</source>
        <translation>demand[%1]</translation>
    </message>
    <message>
        <source>has %1 values but there are %2 resources</source>
        <translation>ma %1 wartości, a zasobów jest %2</translation>
    </message>
    <message>
        <source>at least one value must be &gt; 0</source>
        <translation>co najmniej jedna wartość musi być &gt; 0</translation>
    </message>
    <message>
        <source>must be greater than arrive (%1)</source>
        <translation>musi być większe niż arrive (%1)</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>nie może być puste</translation>
    </message>
    <message>
        <source>is %1 characters long, over the limit of %2 characters</source>
        <translation>ma długość %1, ponad limit %2 znaków</translation>
    </message>
    <message>
        <source>contains a line break (%1) at character %2: it must be one line</source>
        <translation>zawiera podział wiersza (%1) na pozycji %2: musi się mieścić w jednym wierszu</translation>
    </message>
    <message>
        <source>contains the control character %1 at character %2</source>
        <translation>zawiera znak sterujący %1 na pozycji %2</translation>
    </message>
    <message>
        <source>contains an unpaired surrogate (%1) at character %2</source>
        <translation>zawiera niesparowany surogat (%1) na pozycji %2</translation>
    </message>
    <message>
        <source>contains the noncharacter %1 at character %2</source>
        <translation>zawiera niedozwolony punkt kodowy %1 (nieznak Unicode) na pozycji %2</translation>
    </message>
    <message>
        <source>user %1&apos;s arrive %2</source>
        <translation>przybycie użytkownika %1 w chwili %2</translation>
    </message>
    <message>
        <source>user %1&apos;s leave %2</source>
        <translation>odejście użytkownika %1 w chwili %2</translation>
    </message>
    <message>
        <source>the horizon %1</source>
        <translation>horyzont %1</translation>
    </message>
    <message>
        <source>%1 and %2 are within 1e-9 of each other (relative; absolute below 1), which drfviz takes as the same instant: move them farther apart</source>
        <translation>%1 i %2 dzieli nie więcej niż 1e-9 (względnie; poniżej 1 bezwzględnie), więc drfviz uznaje je za tę samą chwilę: odsuń je od siebie</translation>
    </message>
    <message>
        <source>%1 and %2 are within 1e-9 of each other (relative; absolute below 1), which drfviz takes as the same instant: make them equal or farther apart</source>
        <translation>%1 i %2 dzieli nie więcej niż 1e-9 (względnie; poniżej 1 bezwzględnie), więc drfviz uznaje je za tę samą chwilę: ustaw je równe albo odsuń od siebie</translation>
    </message>
</context>
<context>
    <name>WholeFileTexts</name>
    <message>
        <source>only %1 of %2 bytes reached the disk</source>
        <translation>na dysk trafiło tylko %1 z %2 bajtów</translation>
    </message>
    <message>
        <source>writing failed</source>
        <translation>zapis się nie powiódł</translation>
    </message>
    <message>
        <source>not every byte reached the disk</source>
        <translation>nie cały plik trafił na dysk</translation>
    </message>
    <message>
        <source>the file could not be renamed into place</source>
        <translation>nie można było zastąpić pliku nowym</translation>
    </message>
</context>
<context>
    <name>drf::Autosave</name>
    <message>
        <source>cannot create the folder &quot;%1&quot;</source>
        <translation>nie można utworzyć katalogu „%1”</translation>
    </message>
    <message>
        <source>cannot lock &quot;%1&quot;</source>
        <translation>nie można zablokować „%1”</translation>
    </message>
</context>
<context>
    <name>drf::CrumbsPanel</name>
    <message>
        <source>Load the &amp;zero-demand example</source>
        <translation>Wczytaj przykład z &amp;zerowym zapotrzebowaniem</translation>
    </message>
    <message>
        <source>Price of the crumbs</source>
        <translation>Cena okruchów</translation>
    </message>
    <message>
        <source>drf-equal stops everyone at the first saturated resource, so capacity that only some users could still use stays idle: the &lt;i&gt;crumbs&lt;/i&gt;. drf hands them out, at the cost of equal dominant shares; walras balances the market too, at the cost of strategy-proofness.</source>
        <translation>drf-equal zatrzymuje wszystkich przy pierwszym wyczerpanym zasobie, więc pojemność, którą mogliby jeszcze wykorzystać tylko niektórzy, leży odłogiem: to &lt;i&gt;okruchy&lt;/i&gt;. drf je rozdaje kosztem równych udziałów dominujących; walras też równoważy rynek, kosztem odporności na manipulacje.</translation>
    </message>
    <message>
        <source>Here drf gives out crumbs that drf-equal leaves idle (highlighted).</source>
        <translation>Tu drf rozdaje okruchy, które drf-equal zostawia odłogiem (wyróżnione).</translation>
    </message>
    <message>
        <source>In this scenario drf and drf-equal agree: every user needs the resource that runs out first, so there are no crumbs to hand out.</source>
        <translation>W tym scenariuszu drf i drf-equal się zgadzają: każdy użytkownik potrzebuje zasobu, który wyczerpuje się pierwszy, więc nie ma okruchów do rozdania.</translation>
    </message>
    <message>
        <source>%1 tasks</source>
        <translation>%1: zadania</translation>
    </message>
    <message>
        <source>Tasks of %1</source>
        <translation>Zadania %1</translation>
    </message>
    <message>
        <source>%1 idle</source>
        <translation>%1 odłogiem</translation>
    </message>
    <message>
        <source>Idle %1 of %2</source>
        <translation>Niewykorzystane %1 z %2</translation>
    </message>
    <message>
        <source>%1 dominant share</source>
        <translation>%1: udział dominujący</translation>
    </message>
    <message>
        <source>x·μ of %1</source>
        <translation>x·μ dla %1</translation>
    </message>
    <message>
        <source>dominant share</source>
        <translation>udział dominujący</translation>
    </message>
    <message>
        <source>drf-equal: %1</source>
        <translation>drf-equal: %1</translation>
    </message>
    <message>
        <source>Price of the crumbs: why</source>
        <translation>Cena okruchów: dlaczego</translation>
    </message>
</context>
<context>
    <name>drf::DemandDrag</name>
    <message>
        <source>%1
Drag to change it (Shift: off the grid of 0.1)</source>
        <translation>%1
Przeciągnij, aby je zmienić (Shift: poza siatką co 0,1)</translation>
    </message>
    <message>
        <source>%1: %2 per task</source>
        <translation>%1: %2 na zadanie</translation>
    </message>
</context>
<context>
    <name>drf::DerivationPanel</name>
    <message>
        <source> and %1 more</source>
        <translation> i jeszcze %1</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopiuj</translation>
    </message>
    <message>
        <source>Derivation</source>
        <translation>Wyprowadzenie</translation>
    </message>
    <message>
        <source>Copy the derivation as text and as HTML</source>
        <translation>Kopiuje wyprowadzenie jako tekst i jako HTML</translation>
    </message>
    <message>
        <source>Copy Derivation</source>
        <translation>Kopiuj wyprowadzenie</translation>
    </message>
    <message>
        <source>Writing out the derivation for %1 users…</source>
        <translation>Rozpisywanie wyprowadzenia dla %1 użytkowników…</translation>
    </message>
</context>
<context>
    <name>drf::EnvyMatrixView</name>
    <message>
        <source>%1 envies %2: with %2&apos;s bundle it could run %3 tasks, more than its own %4</source>
        <translation>%1 zazdrości %2: z przydziałem %2 uruchomiłby %3 zadań, więcej niż własne %4</translation>
    </message>
    <message>
        <source>%1&apos;s own tasks, U(i) = x = %2</source>
        <translation>własne zadania %1, U(i) = x = %2</translation>
    </message>
    <message>
        <source>With %1&apos;s bundle %2 could run %3 of its tasks (own: %4)</source>
        <translation>Z przydziałem %1 %2 uruchomiłby %3 swoich zadań (własnych: %4)</translation>
    </message>
    <message>
        <source>%1 looks at every bundle</source>
        <translation>%1 patrzy na każdy przydział</translation>
    </message>
    <message>
        <source>%1&apos;s bundle</source>
        <translation>przydział %1</translation>
    </message>
    <message>
        <source>Envy matrix</source>
        <translation>Macierz zawiści</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: row &lt;i&gt;i&lt;/i&gt; = who looks, column &lt;i&gt;k&lt;/i&gt; = whose bundle; a cell is U&lt;sub&gt;i&lt;/sub&gt;(k), the tasks of its own that &lt;i&gt;i&lt;/i&gt; could run with &lt;i&gt;k&lt;/i&gt;&apos;s bundle. Envy-free: every row&apos;s largest value is on the diagonal.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: wiersz &lt;i&gt;i&lt;/i&gt; = kto patrzy, kolumna &lt;i&gt;k&lt;/i&gt; = czyj przydział; komórka to U&lt;sub&gt;i&lt;/sub&gt;(k), liczba własnych zadań, które &lt;i&gt;i&lt;/i&gt; uruchomiłby z przydziałem &lt;i&gt;k&lt;/i&gt;. Brak zawiści: największa wartość w każdym wierszu leży na przekątnej.</translation>
    </message>
    <message>
        <source>%1 users: the matrix is shown for at most %2 users.</source>
        <translation>%1 użytkowników: macierz jest pokazywana dla najwyżej %2 użytkowników.</translation>
    </message>
    <message>
        <source>%1 envies %2</source>
        <translation>%1 zazdrości %2</translation>
    </message>
    <message>
        <source>No users.</source>
        <translation>Brak użytkowników.</translation>
    </message>
    <message>
        <source>✓ No user envies another under %1.</source>
        <translation>✓ W polityce %1 nikt nikomu nie zazdrości.</translation>
    </message>
    <message>
        <source>✗ Not envy-free under %1: %2.</source>
        <translation>✗ Polityka %1 nie jest wolna od zawiści: %2.</translation>
    </message>
    <message>
        <source>%1 pairs, e.g. %2</source>
        <translation>par: %1, np. %2</translation>
    </message>
</context>
<context>
    <name>drf::ExportDialog</name>
    <message>
        <source>Title</source>
        <translation>Tytuł</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Legenda</translation>
    </message>
    <message>
        <source>Print-friendly (thicker lines, larger text, white background)</source>
        <translation>Do druku (grubsze linie, większy tekst, białe tło)</translation>
    </message>
    <message>
        <source>Standalone document (compiles by itself; otherwise a picture to \input)</source>
        <translation>Samodzielny dokument (kompiluje się sam; inaczej rysunek do \input)</translation>
    </message>
    <message>
        <source>Export Figure</source>
        <translation>Eksport rysunku</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>Obraz PNG</translation>
    </message>
    <message>
        <source>PDF document (vector)</source>
        <translation>Dokument PDF (wektorowy)</translation>
    </message>
    <message>
        <source>SVG drawing (vector)</source>
        <translation>Rysunek SVG (wektorowy)</translation>
    </message>
    <message>
        <source>LaTeX (pgfplots)</source>
        <translation>LaTeX (pgfplots)</translation>
    </message>
    <message>
        <source>pixels</source>
        <translation>piksele</translation>
    </message>
    <message>
        <source>cm</source>
        <translation>cm</translation>
    </message>
    <message>
        <source> dpi</source>
        <translation> dpi</translation>
    </message>
    <message>
        <source>Pixel density of a PNG: text keeps its size in points</source>
        <translation>Gęstość pikseli PNG: tekst zachowuje rozmiar w punktach</translation>
    </message>
    <message>
        <source>Text size against the window&apos;s (print-friendly enlarges it further)</source>
        <translation>Rozmiar tekstu względem okna (tryb do druku powiększa go dodatkowo)</translation>
    </message>
    <message>
        <source>Auto (by the figure&apos;s size)</source>
        <translation>Automatycznie (wg rozmiaru rysunku)</translation>
    </message>
    <message>
        <source>Full: every number</source>
        <translation>Pełne: każda liczba</translation>
    </message>
    <message>
        <source>Compact: names, numbers in a caption</source>
        <translation>Zwięzłe: nazwy, liczby w podpisie</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Brak</translation>
    </message>
    <message>
        <source>How much is written on the plot. Auto writes every number where the figure has room for it, else the names, with the numbers in a caption under the plot</source>
        <translation>Ile jest napisane na wykresie. Automatycznie pisze każdą liczbę, gdy rysunek ma na nią miejsce, w przeciwnym razie nazwy, a liczby w podpisie pod wykresem</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Białe</translation>
    </message>
    <message>
        <source>Transparent</source>
        <translation>Przezroczyste</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Eksportuj…</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Format:</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>&amp;Rozmiar:</translation>
    </message>
    <message>
        <source>&amp;Resolution:</source>
        <translation>Rozdziel&amp;czość:</translation>
    </message>
    <message>
        <source>&amp;Text size:</source>
        <translation>Rozmiar &amp;tekstu:</translation>
    </message>
    <message>
        <source>&amp;Labels:</source>
        <translation>&amp;Etykiety:</translation>
    </message>
    <message>
        <source>&amp;Background:</source>
        <translation>&amp;Tło:</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Pokaż:</translation>
    </message>
    <message>
        <source>Screen colours</source>
        <translation>Kolory ekranu</translation>
    </message>
    <message>
        <source>Screen colours: the plot&apos;s colours in the window (dark on a dark desktop); otherwise dark text on white or on nothing</source>
        <translation>Kolory ekranu: kolory wykresu z okna (ciemne na ciemnym pulpicie); w przeciwnym razie ciemny tekst na białym lub bez tła</translation>
    </message>
</context>
<context>
    <name>drf::FillingAnimation</name>
    <message>
        <source>%1 is not a progressive-filling policy: showing %2.</source>
        <translation>%1 nie jest polityką stopniowego napełniania: pokazuję %2.</translation>
    </message>
</context>
<context>
    <name>drf::FillingControls</name>
    <message>
        <source>◀ Step</source>
        <translation>◀ Krok</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Odtwórz</translation>
    </message>
    <message>
        <source>Step ▶</source>
        <translation>Krok ▶</translation>
    </message>
    <message>
        <source>The progressive-filling policy played</source>
        <translation>Odtwarzana polityka stopniowego napełniania</translation>
    </message>
    <message>
        <source>The resource on the horizontal axis</source>
        <translation>Zasób na osi poziomej</translation>
    </message>
    <message>
        <source>The resource on the vertical axis</source>
        <translation>Zasób na osi pionowej</translation>
    </message>
    <message>
        <source>Scrub the filling: the common level, or the task-by-task steps</source>
        <translation>Przewijanie napełniania: wspólny poziom albo kolejne kroki zadanie po zadaniu</translation>
    </message>
    <message>
        <source>Filling position</source>
        <translation>Pozycja napełniania</translation>
    </message>
    <message>
        <source>Policy:</source>
        <translation>Polityka:</translation>
    </message>
    <message>
        <source>Horizontal:</source>
        <translation>Oś pozioma:</translation>
    </message>
    <message>
        <source>Vertical:</source>
        <translation>Oś pionowa:</translation>
    </message>
    <message>
        <source>dominant share s = 0.00</source>
        <translation>udział dominujący s = 0,00</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pauza</translation>
    </message>
</context>
<context>
    <name>drf::GuidedTour</name>
    <message>
        <source>Guided Tour</source>
        <translation>Przewodnik</translation>
    </message>
    <message>
        <source>← &amp;Back</source>
        <translation>← &amp;Wstecz</translation>
    </message>
    <message>
        <source>The step before (Page Up, Alt+Left)</source>
        <translation>Poprzedni krok (Page Up, Alt+Left)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Zamknij</translation>
    </message>
    <message>
        <source>End the tour (Esc)</source>
        <translation>Zakończ przewodnik (Esc)</translation>
    </message>
    <message>
        <source>Step text</source>
        <translation>Tekst kroku</translation>
    </message>
    <message>
        <source>The next step</source>
        <translation>Następny krok</translation>
    </message>
    <message>
        <source>The step before</source>
        <translation>Poprzedni krok</translation>
    </message>
    <message>
        <source>Close the tour</source>
        <translation>Zamknij przewodnik</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Krok %1 z %2</translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation>Za&amp;kończ</translation>
    </message>
    <message>
        <source>&amp;Next →</source>
        <translation>&amp;Dalej →</translation>
    </message>
    <message>
        <source>End the tour</source>
        <translation>Zakończ przewodnik</translation>
    </message>
    <message>
        <source>The next step (Page Down, Alt+Right)</source>
        <translation>Następny krok (Page Down, Alt+Right)</translation>
    </message>
</context>
<context>
    <name>drf::InterfaceLanguage</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Język</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;Systemowy</translation>
    </message>
    <message>
        <source>The language of the system&apos;s locale (LANG)</source>
        <translation>Język ustawień regionalnych systemu (LANG)</translation>
    </message>
</context>
<context>
    <name>drf::MainWindow</name>
    <message>
        <source>Scenario</source>
        <translation>Scenariusz</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabela</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historia</translation>
    </message>
    <message>
        <source>&lt;opened scenario&gt;</source>
        <translation>&lt;otwarty scenariusz&gt;</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Wyniki</translation>
    </message>
    <message>
        <source>&amp;Policy</source>
        <translation>&amp;Polityka</translation>
    </message>
    <message>
        <source>Not changed: %1</source>
        <translation>Bez zmian: %1</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Autozapis nie powiódł się: %1</translation>
    </message>
    <message>
        <source>Drag a demand slider, or pick a policy with Ctrl+1…Ctrl+6</source>
        <translation>Przeciągnij suwak zapotrzebowania albo wybierz politykę klawiszami Ctrl+1…Ctrl+6</translation>
    </message>
    <message>
        <source>Restored the unsaved changes to %1</source>
        <translation>Przywrócono niezapisane zmiany w %1</translation>
    </message>
    <message>
        <source>Derivation</source>
        <translation>Wyprowadzenie</translation>
    </message>
    <message>
        <source>Envy</source>
        <translation>Zawiść</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Własności</translation>
    </message>
    <message>
        <source>Price of the Crumbs</source>
        <translation>Cena okruchów</translation>
    </message>
    <message>
        <source>Users</source>
        <translation>Użytkownicy</translation>
    </message>
    <message>
        <source>&lt;b&gt;Users&lt;/b&gt;: demand per task, weight, max tasks (empty = ∞)</source>
        <translation>&lt;b&gt;Użytkownicy&lt;/b&gt;: zapotrzebowanie na zadanie, waga, maks. zadań (puste = ∞)</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>Klaster</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cluster&lt;/b&gt;: capacity and unit price</source>
        <translation>&lt;b&gt;Klaster&lt;/b&gt;: pojemność i cena jednostkowa</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Plik</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nowy</translation>
    </message>
    <message>
        <source>Start again from the seed&apos;s scenario</source>
        <translation>Zacznij od nowa od scenariusza z artykułu</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Otwórz…</translation>
    </message>
    <message>
        <source>Open a scenario file (JSON)</source>
        <translation>Otwórz plik scenariusza (JSON)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Otwórz &amp;ostatnie</translation>
    </message>
    <message>
        <source>&amp;Presets</source>
        <translation>Scenariusze &amp;wzorcowe</translation>
    </message>
    <message>
        <source>Load the preset %1</source>
        <translation>Wczytaj scenariusz wzorcowy %1</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Zapisz</translation>
    </message>
    <message>
        <source>Save the scenario</source>
        <translation>Zapisz scenariusz</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Zapisz &amp;jako…</translation>
    </message>
    <message>
        <source>Save the scenario under a new name</source>
        <translation>Zapisz scenariusz pod nową nazwą</translation>
    </message>
    <message>
        <source>&amp;Export Figure…</source>
        <translation>&amp;Eksportuj rysunek…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Za&amp;kończ</translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation>Wyczyść listę</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edycja</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ponów</translation>
    </message>
    <message>
        <source>&amp;Copy Figure</source>
        <translation>&amp;Kopiuj rysunek</translation>
    </message>
    <message>
        <source>This tab has no figure to save</source>
        <translation>Ta karta nie ma rysunku do zapisania</translation>
    </message>
    <message>
        <source>Save the visible plot as PNG, SVG or PDF</source>
        <translation>Zapisz widoczny wykres jako PNG, SVG lub PDF</translation>
    </message>
    <message>
        <source>Copy the visible plot to the clipboard (image, SVG and PDF)</source>
        <translation>Kopiuj widoczny wykres do schowka (obraz, SVG i PDF)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Widok</translation>
    </message>
    <message>
        <source>Policy Toolbar</source>
        <translation>Pasek polityk</translation>
    </message>
    <message>
        <source>Reset &amp;Layout</source>
        <translation>Przywróć &amp;układ</translation>
    </message>
    <message>
        <source>Plot in the middle, scenario on the left, results on the right</source>
        <translation>Wykres pośrodku, scenariusz po lewej, wyniki po prawej</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Po&amp;większ</translation>
    </message>
    <message>
        <source>Larger text and lines in the plots</source>
        <translation>Większy tekst i grubsze linie na wykresach</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Po&amp;mniejsz</translation>
    </message>
    <message>
        <source>Smaller text and lines in the plots</source>
        <translation>Mniejszy tekst i cieńsze linie na wykresach</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>&amp;Rzeczywisty rozmiar</translation>
    </message>
    <message>
        <source>&amp;Presentation Mode</source>
        <translation>Tryb &amp;prezentacji</translation>
    </message>
    <message>
        <source>Full screen for a lecture hall: the plot large, the docks away (Esc leaves)</source>
        <translation>Pełny ekran do sali wykładowej: duży wykres, panele schowane (Esc wychodzi)</translation>
    </message>
    <message>
        <source>Plot text at %1 %</source>
        <translation>Tekst wykresów: %1 %</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Pomo&amp;c</translation>
    </message>
    <message>
        <source>&amp;About drfviz</source>
        <translation>&amp;O programie drfviz</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>O &amp;Qt</translation>
    </message>
    <message>
        <source>About drfviz</source>
        <translation>O programie drfviz</translation>
    </message>
    <message>
        <source>&lt;h3&gt;drfviz %1&lt;/h3&gt;&lt;p&gt;How should a cluster be shared among users who need several resources? &lt;b&gt;Dominant Resource Fairness&lt;/b&gt; (Ghodsi et al., NSDI 2011) gives every user the same &lt;i&gt;dominant share&lt;/i&gt;, its largest share of any one resource, and is envy-free, strategy-proof and Pareto efficient.&lt;/p&gt;&lt;p&gt;The seed: 180 CPU and 180 GPU are shared by analytics (2 CPU + 1 GPU per task) and neural networks (1 CPU + 3 GPU). An equal split runs 45 + 30 tasks and wastes both resources, a fixed-price market wants more GPU than exists, and DRF runs 60 + 40 tasks with the GPU exhausted and 20 CPU idle.&lt;/p&gt;&lt;p&gt;Drag the sliders, switch policies with Ctrl+1…Ctrl+6 and watch why each one stops where it stops.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;drfviz %1&lt;/h3&gt;&lt;p&gt;Jak podzielić klaster między użytkowników, którzy potrzebują kilku zasobów naraz? &lt;b&gt;Dominant Resource Fairness&lt;/b&gt; (Ghodsi i in., NSDI 2011) daje każdemu ten sam &lt;i&gt;udział dominujący&lt;/i&gt;, czyli jego największy udział w którymkolwiek zasobie, i zapewnia brak zawiści, odporność na manipulacje oraz optymalność Pareto.&lt;/p&gt;&lt;p&gt;Przykład z artykułu: 180 CPU i 180 GPU dzielą analityka danych (2 CPU + 1 GPU na zadanie) i sieci neuronowe (1 CPU + 3 GPU). Podział po równo uruchamia 45 + 30 zadań i marnuje oba zasoby, rynek ze stałymi cenami chce więcej GPU, niż istnieje, a DRF uruchamia 60 + 40 zadań, wyczerpując GPU i zostawiając 20 CPU odłogiem.&lt;/p&gt;&lt;p&gt;Przeciągaj suwaki, przełączaj polityki klawiszami Ctrl+1…Ctrl+6 i patrz, dlaczego każda staje tam, gdzie staje.&lt;/p&gt;</translation>
    </message>
    <message>
        <source> · whole tasks</source>
        <translation> · całe zadania</translation>
    </message>
    <message>
        <source> · compare</source>
        <translation> · porównanie</translation>
    </message>
    <message numerus="yes">
        <source>%n user(s)</source>
        <translation>
            <numerusform>%n użytkownik</numerusform>
            <numerusform>%n użytkowników</numerusform>
            <numerusform>%n użytkowników</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n resource(s)</source>
        <translation>
            <numerusform>%n zasób</numerusform>
            <numerusform>%n zasoby</numerusform>
            <numerusform>%n zasobów</numerusform>
        </translation>
    </message>
    <message>
        <source>Presentation &amp;Controls</source>
        <translation>&amp;Sterowanie prezentacją</translation>
    </message>
    <message>
        <source>Show or hide the policy buttons and sliders under the plot while presenting (F9)</source>
        <translation>Pokaż lub ukryj przyciski polityk i suwaki pod wykresem podczas prezentacji (F9)</translation>
    </message>
    <message>
        <source>Guided &amp;Tour</source>
        <translation>&amp;Przewodnik</translation>
    </message>
    <message>
        <source>The seed&apos;s story, step by step: each step loads its scenario</source>
        <translation>Historia z artykułu krok po kroku: każdy krok wczytuje swój scenariusz</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Skróty klawiszowe</translation>
    </message>
    <message>
        <source>Ne&amp;xt Plot</source>
        <translation>&amp;Następny wykres</translation>
    </message>
    <message>
        <source>The plot tab to the right</source>
        <translation>Karta wykresu po prawej</translation>
    </message>
    <message>
        <source>Pre&amp;vious Plot</source>
        <translation>Popr&amp;zedni wykres</translation>
    </message>
    <message>
        <source>The plot tab to the left</source>
        <translation>Karta wykresu po lewej</translation>
    </message>
</context>
<context>
    <name>drf::ManipulationExplorer</name>
    <message>
        <source>The user who lies about its demand (the others tell the truth)</source>
        <translation>Użytkownik, który kłamie o swoim zapotrzebowaniu (pozostali mówią prawdę)</translation>
    </message>
    <message>
        <source>The policy the lie is played against</source>
        <translation>Polityka, wobec której pada kłamstwo</translation>
    </message>
    <message>
        <source>The reported component on the heat map&apos;s horizontal axis</source>
        <translation>Zgłaszana składowa na poziomej osi mapy ciepła</translation>
    </message>
    <message>
        <source>The reported component on the heat map&apos;s vertical axis</source>
        <translation>Zgłaszana składowa na pionowej osi mapy ciepła</translation>
    </message>
    <message>
        <source>User:</source>
        <translation>Użytkownik:</translation>
    </message>
    <message>
        <source>Policy:</source>
        <translation>Polityka:</translation>
    </message>
    <message>
        <source>Reports of:</source>
        <translation>Zgłoszenia:</translation>
    </message>
    <message>
        <source>and</source>
        <translation>i</translation>
    </message>
    <message>
        <source>The explorer needs two resources to vary the report.</source>
        <translation>Eksplorator potrzebuje dwóch zasobów, by zmieniać zgłoszenie.</translation>
    </message>
    <message>
        <source>Choose a user and two different resources.</source>
        <translation>Wybierz użytkownika i dwa różne zasoby.</translation>
    </message>
    <message>
        <source>Under %1, %2&apos;s best report is the truth: %3 tasks. No lie gives %2 more.</source>
        <translation>W polityce %1 najlepszym zgłoszeniem %2 jest prawda: zadań %3. Żadne kłamstwo nie da %2 więcej.</translation>
    </message>
    <message>
        <source>Under %1, %2 runs %3 tasks instead of %4 (%5) by reporting %6 instead of %7.</source>
        <translation>W polityce %1 %2 uruchamia %3 zadań zamiast %4 (%5), zgłaszając %6 zamiast %7.</translation>
    </message>
</context>
<context>
    <name>drf::Mechanism</name>
    <message>
        <source>Recompute</source>
        <translation>Przeliczanie</translation>
    </message>
    <message>
        <source>Dynamic DRF</source>
        <translation>Dynamiczne DRF</translation>
    </message>
    <message>
        <source>Online DRF</source>
        <translation>DRF online</translation>
    </message>
</context>
<context>
    <name>drf::PlotArea</name>
    <message>
        <source>All policies</source>
        <translation>Wszystkie polityki</translation>
    </message>
    <message>
        <source>Plots</source>
        <translation>Wykresy</translation>
    </message>
    <message>
        <source>The resource on the horizontal axis</source>
        <translation>Zasób na osi poziomej</translation>
    </message>
    <message>
        <source>The resource on the vertical axis</source>
        <translation>Zasób na osi pionowej</translation>
    </message>
    <message>
        <source>Horizontal:</source>
        <translation>Oś pozioma:</translation>
    </message>
    <message>
        <source>Vertical:</source>
        <translation>Oś pionowa:</translation>
    </message>
    <message>
        <source>The user whose tasks are on the horizontal axis</source>
        <translation>Użytkownik, którego zadania są na osi poziomej</translation>
    </message>
    <message>
        <source>The user whose tasks are on the vertical axis</source>
        <translation>Użytkownik, którego zadania są na osi pionowej</translation>
    </message>
    <message>
        <source>Users:</source>
        <translation>Użytkownicy:</translation>
    </message>
    <message>
        <source>and</source>
        <translation>i</translation>
    </message>
    <message>
        <source>Bars for every policy instead of the selected one</source>
        <translation>Słupki dla każdej polityki zamiast tylko wybranej</translation>
    </message>
</context>
<context>
    <name>drf::PlotView</name>
    <message>
        <source>The title does not fit a figure this small and was left out: make the figure larger or the text smaller.</source>
        <translation>Tytuł nie mieści się na tak małym rysunku i został pominięty: powiększ rysunek albo zmniejsz tekst.</translation>
    </message>
    <message>
        <source>The legend does not fit a figure this small and was left out: make the figure larger or the text smaller.</source>
        <translation>Legenda nie mieści się na tak małym rysunku i została pominięta: powiększ rysunek albo zmniejsz tekst.</translation>
    </message>
    <message>
        <source>make the figure larger or the text smaller, or leave the legend out</source>
        <translation>powiększ rysunek, zmniejsz tekst albo pomiń legendę</translation>
    </message>
    <message>
        <source>make the figure larger or the text smaller</source>
        <translation>powiększ rysunek albo zmniejsz tekst</translation>
    </message>
    <message>
        <source>The numbers of the compact labels do not fit under a figure this small and were left out: %1.</source>
        <translation>Liczby zwięzłych etykiet nie mieszczą się pod tak małym rysunkiem i zostały pominięte: %1.</translation>
    </message>
    <message>
        <source>Only %1 of the %2 numbers of the compact labels fit under a figure this small; the others were left out: %3.</source>
        <translation>Pod tak małym rysunkiem mieści się tylko %1 z %2 liczb zwięzłych etykiet; pozostałe pominięto: %3.</translation>
    </message>
</context>
<context>
    <name>drf::PolicyToolBar</name>
    <message>
        <source>Policy</source>
        <translation>Polityka</translation>
    </message>
    <message>
        <source>Compare all</source>
        <translation>Porównaj wszystkie</translation>
    </message>
    <message>
        <source>Whole tasks</source>
        <translation>Całe zadania</translation>
    </message>
    <message>
        <source>Overlay every policy&apos;s result in the plots and list them side by side</source>
        <translation>Nałóż wyniki wszystkich polityk na wykresy i zestaw je obok siebie</translation>
    </message>
    <message>
        <source>Tasks are indivisible: hand them out one at a time instead of continuously</source>
        <translation>Zadania są niepodzielne: rozdawaj je po jednym zamiast w sposób ciągły</translation>
    </message>
</context>
<context>
    <name>drf::PresentationStrip</name>
    <message>
        <source>Presentation controls</source>
        <translation>Sterowanie prezentacją</translation>
    </message>
    <message>
        <source>Presentation Controls</source>
        <translation>Sterowanie prezentacją</translation>
    </message>
    <message>
        <source>Show or hide the policy buttons and sliders (F9)</source>
        <translation>Pokaż lub ukryj przyciski polityk i suwaki (F9)</translation>
    </message>
    <message>
        <source>Whose demands the sliders change</source>
        <translation>Czyje zapotrzebowanie zmieniają suwaki</translation>
    </message>
    <message>
        <source>User whose demands the sliders change</source>
        <translation>Użytkownik, którego zapotrzebowanie zmieniają suwaki</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Pojemność</translation>
    </message>
    <message>
        <source>%1 per task of %2</source>
        <translation>%1 na zadanie %2</translation>
    </message>
    <message>
        <source>%1: %2 per task</source>
        <translation>%1: %2 na zadanie</translation>
    </message>
    <message>
        <source>How much %1 the cluster has</source>
        <translation>Ile %1 ma klaster</translation>
    </message>
    <message>
        <source>%1: capacity</source>
        <translation>%1: pojemność</translation>
    </message>
</context>
<context>
    <name>drf::Preset</name>
    <message>
        <source>Churn: five jobs come and go on 100 CPU + 100 GB</source>
        <translation>Rotacja: pięć zadań przychodzi i odchodzi na 100 CPU + 100 GB</translation>
    </message>
    <message>
        <source>Five users share 100 CPU and 100 GB of memory while they come and go. A batch job (100 tasks of 20 time units) and a web service of weight 2 (tasks of 10, leaving at t = 60) start at once; an ETL job capped at 10 tasks at a time arrives at t = 12, a machine-learning service stays from t = 25 to t = 55, and a small ad-hoc job arrives at t = 33. Watch who waits, who is preempted and how full the cluster stays: recompute keeps every instant fair by taking tasks back at each arrival, dynamic DRF never takes back but keeps room for users still to come, and online DRF never takes back either but makes newcomers wait for running tasks to end.</source>
        <translation>Pięciu użytkowników dzieli 100 CPU i 100 GB pamięci, przychodząc i odchodząc. Zadanie wsadowe (100 zadań po 20 jednostek czasu) i usługa WWW o wadze 2 (zadania po 10, odchodzi w t = 60) startują od razu; zadanie ETL z limitem 10 zadań naraz przybywa w t = 12, usługa uczenia maszynowego jest od t = 25 do t = 55, a małe zadanie doraźne przybywa w t = 33. Zobacz, kto czeka, kto jest wywłaszczany i jak pełny pozostaje klaster: recompute utrzymuje sprawiedliwość w każdej chwili, odbierając zadania przy każdym przybyciu, dynamiczny DRF nigdy nie odbiera, ale trzyma miejsce dla tych, którzy jeszcze przyjdą, a DRF online też nie odbiera, ale każe nowym czekać na koniec uruchomionych zadań.</translation>
    </message>
    <message>
        <source>The DRF paper&apos;s example: 9 CPU, 18 GB; A = (1 CPU, 4 GB), B = (3 CPU, 1 GB)</source>
        <translation>Przykład z pracy o DRF: 9 CPU, 18 GB; A = (1 CPU, 4 GB), B = (3 CPU, 1 GB)</translation>
    </message>
    <message>
        <source>Late arrival: the seed&apos;s cluster, B joins at t = 5</source>
        <translation>Spóźnione przybycie: klaster z artykułu, B dołącza w t = 5</translation>
    </message>
    <message>
        <source>The seed&apos;s cluster (180 CPU, 180 GPU) and users, now over time: A (2 CPU, 1 GPU per task) is alone from t = 0 and B (1 CPU, 3 GPU) arrives at t = 5; every task runs 10 time units and both want as much as they can get. Recompute takes 30 of A&apos;s 90 tasks back at t = 5 to give B its 40 at once; dynamic DRF holds A to 45 tasks until B arrives, leaving half the cluster idle for it, then both reach 60/40; online DRF lets A fill the CPUs with 90 tasks and B waits 5 time units until they end, after which the rounds reach 60/40. No mechanism is at once fair at every instant, efficient and free of preemption: the seed&apos;s open problem.</source>
        <translation>Klaster i użytkownicy z artykułu (180 CPU, 180 GPU), teraz w czasie: A (2 CPU, 1 GPU na zadanie) jest sam od t = 0, a B (1 CPU, 3 GPU) przybywa w t = 5; każde zadanie trwa 10 jednostek czasu i obaj chcą tyle, ile się da. Recompute odbiera A 30 z 90 zadań w t = 5, by od razu dać B jego 40; dynamiczny DRF trzyma A na 45 zadaniach do przybycia B, zostawiając dla niego pół klastra odłogiem, potem obaj dochodzą do 60/40; DRF online pozwala A zapełnić procesory 90 zadaniami, a B czeka 5 jednostek czasu na ich koniec, po czym kolejne rundy dochodzą do 60/40. Żaden mechanizm nie jest naraz sprawiedliwy w każdej chwili, efektywny i wolny od wywłaszczeń: otwarty problem z artykułu.</translation>
    </message>
    <message>
        <source>The seed: analytics and neural networks on 180 CPU + 180 GPU</source>
        <translation>Przykład z artykułu: analityka danych i sieci neuronowe na 180 CPU + 180 GPU</translation>
    </message>
    <message>
        <source>Three by three: analytics, training and serving on CPU, GPU and memory</source>
        <translation>Trzy na trzy: analityka, trenowanie i serwowanie na CPU, GPU i pamięci</translation>
    </message>
    <message>
        <source>Zero demand: drf hands C the crumbs (80 tasks), drf-equal does not (50)</source>
        <translation>Zerowe zapotrzebowanie: drf daje C okruchy (80 zadań), drf-equal nie (50)</translation>
    </message>
</context>
<context>
    <name>drf::PropertiesPanel</name>
    <message>
        <source>Properties</source>
        <translation>Własności</translation>
    </message>
    <message>
        <source>Strategy-proofness: searching for a profitable lie…</source>
        <translation>Odporność na manipulacje: szukam opłacalnego kłamstwa…</translation>
    </message>
    <message>
        <source>Hover a cell for the reason or the counterexample.</source>
        <translation>Najedź na komórkę, by zobaczyć powód albo kontrprzykład.</translation>
    </message>
    <message>
        <source>Computing: searching each user&apos;s reports for a profitable lie</source>
        <translation>Obliczanie: przeszukuję zgłoszenia każdego użytkownika w poszukiwaniu opłacalnego kłamstwa</translation>
    </message>
    <message>
        <source>Not checked</source>
        <translation>Niesprawdzone</translation>
    </message>
    <message>
        <source>✓ yes</source>
        <translation>✓ tak</translation>
    </message>
    <message>
        <source>✗ no</source>
        <translation>✗ nie</translation>
    </message>
    <message>
        <source>Strategy-proofness: searching for a profitable lie… %1%</source>
        <translation>Odporność na manipulacje: szukam opłacalnego kłamstwa… %1%</translation>
    </message>
</context>
<context>
    <name>drf::ResourceGroup</name>
    <message>
        <source>Cluster</source>
        <translation>Klaster</translation>
    </message>
    <message>
        <source>Add resource</source>
        <translation>Dodaj zasób</translation>
    </message>
    <message>
        <source>Resource</source>
        <translation>Zasób</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Pojemność</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Cena</translation>
    </message>
    <message>
        <source>Add a resource that nobody needs yet (at most %1 in the editor)</source>
        <translation>Dodaj zasób, którego nikt jeszcze nie potrzebuje (najwyżej %1 w edytorze)</translation>
    </message>
    <message>
        <source>How much %1 the cluster has</source>
        <translation>Ile %1 ma klaster</translation>
    </message>
    <message>
        <source>%1: capacity</source>
        <translation>%1: pojemność</translation>
    </message>
    <message>
        <source>Resource %1: name</source>
        <translation>Zasób %1: nazwa</translation>
    </message>
    <message>
        <source>%1: price</source>
        <translation>%1: cena</translation>
    </message>
    <message>
        <source>Remove resource %1</source>
        <translation>Usuń zasób %1</translation>
    </message>
    <message>
        <source>Credits per unit of %1 in the fixed-price market</source>
        <translation>Kredyty za jednostkę %1 na rynku ze stałymi cenami</translation>
    </message>
    <message>
        <source>Remove %1 and every user&apos;s demand for it</source>
        <translation>Usuń %1 i zapotrzebowanie każdego użytkownika na ten zasób</translation>
    </message>
    <message>
        <source>The resource&apos;s name (unique)</source>
        <translation>Nazwa zasobu (niepowtarzalna)</translation>
    </message>
</context>
<context>
    <name>drf::ResourceTableModel</name>
    <message>
        <source>Name of the resource; it must be unique</source>
        <translation>Nazwa zasobu; musi być niepowtarzalna</translation>
    </message>
    <message>
        <source>The cluster has %1 %2</source>
        <translation>Klaster ma %1 %2</translation>
    </message>
    <message>
        <source>One unit of %1 costs %2 credits in the fixed-price market</source>
        <translation>Jednostka %1 kosztuje %2 kredytów na rynku ze stałymi cenami</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nazwa</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Pojemność</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Cena</translation>
    </message>
    <message>
        <source>The kinds of resource in the cluster</source>
        <translation>Rodzaje zasobów w klastrze</translation>
    </message>
    <message>
        <source>Capacity C &gt; 0: how much of the resource the cluster has</source>
        <translation>Pojemność C &gt; 0: ile tego zasobu ma klaster</translation>
    </message>
    <message>
        <source>Price p &gt; 0 of one unit in the fixed-price market</source>
        <translation>Cena p &gt; 0 jednostki na rynku ze stałymi cenami</translation>
    </message>
</context>
<context>
    <name>drf::ResultsPanel</name>
    <message>
        <source>Results</source>
        <translation>Wyniki</translation>
    </message>
    <message>
        <source>Results table</source>
        <translation>Tabela wyników</translation>
    </message>
    <message>
        <source>Copy Results</source>
        <translation>Kopiuj wyniki</translation>
    </message>
</context>
<context>
    <name>drf::ScenarioDocument</name>
    <message>
        <source>preset %1</source>
        <translation>scenariusz wzorcowy %1</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>bez nazwy</translation>
    </message>
    <message>
        <source>New scenario: the seed&apos;s cluster</source>
        <translation>Nowy scenariusz: klaster z artykułu</translation>
    </message>
    <message>
        <source>Cannot open %1</source>
        <translation>Nie można otworzyć %1</translation>
    </message>
    <message>
        <source>%1 is not a valid scenario:

%2</source>
        <translation>%1 nie jest poprawnym scenariuszem:

%2</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Otwarto %1</translation>
    </message>
    <message>
        <source>Cannot load preset %1</source>
        <translation>Nie można wczytać scenariusza wzorcowego %1</translation>
    </message>
    <message>
        <source>Preset: %1</source>
        <translation>Scenariusz wzorcowy: %1</translation>
    </message>
    <message>
        <source>scenario</source>
        <translation>scenariusz</translation>
    </message>
    <message>
        <source>Cannot save %1</source>
        <translation>Nie można zapisać %1</translation>
    </message>
    <message>
        <source>%1

Your scenario is still open, with its unsaved changes.</source>
        <translation>%1

Twój scenariusz jest nadal otwarty, z niezapisanymi zmianami.</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Zapisano %1</translation>
    </message>
    <message>
        <source>Cannot reload %1</source>
        <translation>Nie można wczytać ponownie %1</translation>
    </message>
    <message>
        <source>%1 is not a valid scenario now; yours stays open:

%2</source>
        <translation>%1 nie jest teraz poprawnym scenariuszem; twój pozostaje otwarty:

%2</translation>
    </message>
    <message>
        <source>Reloaded %1</source>
        <translation>Wczytano ponownie %1</translation>
    </message>
</context>
<context>
    <name>drf::ScenarioEditor</name>
    <message>
        <source>Add user</source>
        <translation>Dodaj użytkownika</translation>
    </message>
    <message>
        <source>Scenario editor</source>
        <translation>Edytor scenariusza</translation>
    </message>
    <message>
        <source>Add a user demanding one unit of every resource (at most %1 in the editor)</source>
        <translation>Dodaj użytkownika potrzebującego jednej jednostki każdego zasobu (najwyżej %1 w edytorze)</translation>
    </message>
    <message numerus="yes">
        <source>%n more user(s) not shown here: edit them in the table.</source>
        <translation>
            <numerusform>Jeszcze %n użytkownik nie jest tu pokazany: edytuj go w tabeli.</numerusform>
            <numerusform>Jeszcze %n użytkowników nie jest tu pokazanych: edytuj ich w tabeli.</numerusform>
            <numerusform>Jeszcze %n użytkowników nie jest tu pokazanych: edytuj ich w tabeli.</numerusform>
        </translation>
    </message>
    <message>
        <source>Over time: arrivals, departures, work</source>
        <translation>W czasie: przybycia, odejścia, praca</translation>
    </message>
    <message>
        <source>When each user arrives and leaves, the tasks of its job and how long a task runs: the Timeline tab simulates them</source>
        <translation>Kiedy każdy użytkownik przybywa i odchodzi, ile zadań ma jego praca i jak długo trwa zadanie: karta Oś czasu je symuluje</translation>
    </message>
    <message>
        <source>Horizon</source>
        <translation>Horyzont</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>auto</translation>
    </message>
    <message>
        <source>When the simulated time ends; auto = when the last job is done, or, if some user stays for ever, the largest of 10 task durations, twice the last arrival or departure, and 1</source>
        <translation>Kiedy kończy się symulowany czas; auto = gdy skończy się ostatnia praca albo, jeśli któryś użytkownik zostaje na zawsze, największa z liczb: 10 czasów zadania, dwukrotność ostatniego przybycia lub odejścia i 1</translation>
    </message>
    <message>
        <source>Title of the scenario</source>
        <translation>Tytuł scenariusza</translation>
    </message>
    <message>
        <source>Scenario title</source>
        <translation>Tytuł scenariusza</translation>
    </message>
    <message>
        <source>Based on: %1</source>
        <translation>Na podstawie: %1</translation>
    </message>
    <message>
        <source>The scenario&apos;s title, saved in its file. A preset&apos;s title reads &quot;Based on: …&quot; once you change the scenario; type your own to replace it.</source>
        <translation>Tytuł scenariusza, zapisywany w jego pliku. Tytuł scenariusza wzorcowego zmienia się na „Na podstawie: …”, gdy zmienisz scenariusz; wpisz własny, aby go zastąpić.</translation>
    </message>
</context>
<context>
    <name>drf::ScenarioModel</name>
    <message>
        <source>Name of the user; it must be unique</source>
        <translation>Nazwa użytkownika; musi być niepowtarzalna</translation>
    </message>
    <message>
        <source>%1 needs %2 %3 per task</source>
        <translation>%1 potrzebuje %2 %3 na zadanie</translation>
    </message>
    <message>
        <source>Weight of %1: a user of weight 2 counts as two users of weight 1</source>
        <translation>Waga %1: użytkownik o wadze 2 liczy się jak dwóch użytkowników o wadze 1</translation>
    </message>
    <message>
        <source>%1 runs at most %2 tasks; clear the cell to make its demand unbounded</source>
        <translation>%1 uruchamia najwyżej %2 zadań; wyczyść komórkę, by zapotrzebowanie było nieograniczone</translation>
    </message>
    <message>
        <source>%1 wants as many tasks as the cluster allows; type a number to cap it</source>
        <translation>%1 chce tylu zadań, na ile pozwala klaster; wpisz liczbę, by to ograniczyć</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nazwa</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Waga</translation>
    </message>
    <message>
        <source>Max tasks</source>
        <translation>Maks. zadań</translation>
    </message>
    <message>
        <source>The users sharing the cluster</source>
        <translation>Użytkownicy dzielący klaster</translation>
    </message>
    <message>
        <source>Each user&apos;s demand of %1 per task</source>
        <translation>Zapotrzebowanie każdego użytkownika na %1 na zadanie</translation>
    </message>
    <message>
        <source>Weight w &gt; 0: the user&apos;s share of an equal split</source>
        <translation>Waga w &gt; 0: udział użytkownika w podziale po równo</translation>
    </message>
    <message>
        <source>Cap on the user&apos;s tasks; %1 = unbounded demand</source>
        <translation>Limit zadań użytkownika; %1 = nieograniczone zapotrzebowanie</translation>
    </message>
    <message>
        <source>cannot add a user: a scenario has at most %1 users</source>
        <translation>nie można dodać użytkownika: scenariusz ma najwyżej %1 użytkowników</translation>
    </message>
    <message>
        <source>new user</source>
        <translation>nowy użytkownik</translation>
    </message>
    <message>
        <source>Add user %1</source>
        <translation>Dodaj użytkownika %1</translation>
    </message>
    <message>
        <source>cannot remove %1: a scenario needs at least one user</source>
        <translation>nie można usunąć %1: scenariusz potrzebuje co najmniej jednego użytkownika</translation>
    </message>
    <message>
        <source>Remove user %1</source>
        <translation>Usuń użytkownika %1</translation>
    </message>
    <message>
        <source>cannot add a resource: a scenario has at most %1 resources</source>
        <translation>nie można dodać zasobu: scenariusz ma najwyżej %1 zasobów</translation>
    </message>
    <message>
        <source>new resource</source>
        <translation>nowy zasób</translation>
    </message>
    <message>
        <source>every user&apos;s demand</source>
        <translation>zapotrzebowanie każdego użytkownika</translation>
    </message>
    <message>
        <source>Add resource %1</source>
        <translation>Dodaj zasób %1</translation>
    </message>
    <message>
        <source>cannot remove %1: a scenario needs at least one resource</source>
        <translation>nie można usunąć %1: scenariusz potrzebuje co najmniej jednego zasobu</translation>
    </message>
    <message>
        <source>cannot remove %1: %2 would have no positive demand left</source>
        <translation>nie można usunąć %1: %2 nie miałby już żadnego dodatniego zapotrzebowania</translation>
    </message>
    <message>
        <source>Remove resource %1</source>
        <translation>Usuń zasób %1</translation>
    </message>
    <message>
        <source>users[%1]: no such user (the scenario has %2)</source>
        <translation>users[%1]: nie ma takiego użytkownika (scenariusz ma %2)</translation>
    </message>
    <message>
        <source>resources[%1]: no such resource (the scenario has %2)</source>
        <translation>resources[%1]: nie ma takiego zasobu (scenariusz ma %2)</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nazwa</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is already the name of another user</source>
        <translation>„%1” to już nazwa innego użytkownika</translation>
    </message>
    <message>
        <source>demand</source>
        <translation>zapotrzebowanie</translation>
    </message>
    <message>
        <source>has %1 values for %2 resources</source>
        <translation>ma %1 wartości dla %2 zasobów</translation>
    </message>
    <message>
        <source>at least one demand must be &gt; 0</source>
        <translation>co najmniej jedno zapotrzebowanie musi być &gt; 0</translation>
    </message>
    <message>
        <source>demand for %1</source>
        <translation>zapotrzebowanie na %1</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>waga</translation>
    </message>
    <message>
        <source>arrive</source>
        <translation>przybycie</translation>
    </message>
    <message>
        <source>leave</source>
        <translation>odejście</translation>
    </message>
    <message>
        <source>work</source>
        <translation>praca</translation>
    </message>
    <message>
        <source>duration</source>
        <translation>czas trwania</translation>
    </message>
    <message>
        <source>max tasks</source>
        <translation>maks. zadań</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is already the name of another resource</source>
        <translation>„%1” to już nazwa innego zasobu</translation>
    </message>
    <message>
        <source>capacity</source>
        <translation>pojemność</translation>
    </message>
    <message>
        <source>price</source>
        <translation>cena</translation>
    </message>
    <message>
        <source>Rename user %1 to %2</source>
        <translation>Zmień nazwę użytkownika %1 na %2</translation>
    </message>
    <message>
        <source>Change %1&apos;s demand for %2</source>
        <translation>Zmień zapotrzebowanie %1 na %2</translation>
    </message>
    <message>
        <source>Change %1&apos;s weight</source>
        <translation>Zmień wagę %1</translation>
    </message>
    <message>
        <source>Change %1&apos;s max tasks</source>
        <translation>Zmień maks. zadań %1</translation>
    </message>
    <message>
        <source>Rename resource %1 to %2</source>
        <translation>Zmień nazwę zasobu %1 na %2</translation>
    </message>
    <message>
        <source>Change %1&apos;s capacity</source>
        <translation>Zmień pojemność %1</translation>
    </message>
    <message>
        <source>Change %1&apos;s price</source>
        <translation>Zmień cenę %1</translation>
    </message>
    <message>
        <source>User %1</source>
        <translation>Użytkownik %1</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Pamięć</translation>
    </message>
    <message>
        <source>Disk</source>
        <translation>Dysk</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Sieć</translation>
    </message>
    <message>
        <source>FPGA</source>
        <translation>FPGA</translation>
    </message>
    <message>
        <source>Resource %1</source>
        <translation>Zasób %1</translation>
    </message>
    <message>
        <source>Change when %1 arrives</source>
        <translation>Zmień chwilę przybycia %1</translation>
    </message>
    <message>
        <source>Change when %1 leaves</source>
        <translation>Zmień chwilę odejścia %1</translation>
    </message>
    <message>
        <source>Change %1&apos;s work</source>
        <translation>Zmień pracę %1</translation>
    </message>
    <message>
        <source>Change %1&apos;s task duration</source>
        <translation>Zmień czas zadania %1</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nigdy</translation>
    </message>
    <message>
        <source>%1 arrives at time %2</source>
        <translation>%1 przybywa w chwili %2</translation>
    </message>
    <message>
        <source>%1 leaves at time %2; clear the cell to let it stay</source>
        <translation>%1 odchodzi w chwili %2; wyczyść komórkę, by został</translation>
    </message>
    <message>
        <source>%1 stays; type a time to make it leave</source>
        <translation>%1 zostaje; wpisz chwilę, by odszedł</translation>
    </message>
    <message>
        <source>%1&apos;s job is %2 tasks; clear the cell for endless work</source>
        <translation>Praca %1 to %2 zadań; wyczyść komórkę, by była bez końca</translation>
    </message>
    <message>
        <source>%1&apos;s work is endless; type a number of tasks to give it an end</source>
        <translation>Praca %1 jest bez końca; wpisz liczbę zadań, by miała koniec</translation>
    </message>
    <message>
        <source>One task of %1 runs for %2</source>
        <translation>Jedno zadanie %1 trwa %2</translation>
    </message>
    <message>
        <source>Arrives</source>
        <translation>Przybywa</translation>
    </message>
    <message>
        <source>Leaves</source>
        <translation>Odchodzi</translation>
    </message>
    <message>
        <source>Work</source>
        <translation>Praca</translation>
    </message>
    <message>
        <source>Task time</source>
        <translation>Czas zadania</translation>
    </message>
    <message>
        <source>When the user arrives (0: from the start)</source>
        <translation>Kiedy użytkownik przybywa (0: od początku)</translation>
    </message>
    <message>
        <source>When the user leaves, its running tasks killed; empty: it stays</source>
        <translation>Kiedy użytkownik odchodzi, a jego działające zadania są przerywane; puste: zostaje</translation>
    </message>
    <message>
        <source>Tasks in the user&apos;s job; %1 = endless</source>
        <translation>Zadania w pracy użytkownika; %1 = bez końca</translation>
    </message>
    <message>
        <source>How long one task runs (&gt; 0)</source>
        <translation>Jak długo trwa jedno zadanie (&gt; 0)</translation>
    </message>
    <message>
        <source>horizon</source>
        <translation>horyzont</translation>
    </message>
    <message>
        <source>Change the horizon</source>
        <translation>Zmień horyzont</translation>
    </message>
    <message>
        <source>Change %1&apos;s demands per task</source>
        <translation>Zmień zapotrzebowanie %1 na zadanie</translation>
    </message>
    <message>
        <source>Change the title</source>
        <translation>Zmień tytuł</translation>
    </message>
    <message>
        <source>title</source>
        <translation>tytuł</translation>
    </message>
</context>
<context>
    <name>drf::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Skróty klawiszowe</translation>
    </message>
    <message>
        <source>Search commands and keys</source>
        <translation>Szukaj poleceń i klawiszy</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Szukaj</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Polecenie</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Klawisze</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Okno</translation>
    </message>
    <message>
        <source>Elsewhere</source>
        <translation>Poza menu</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Plots</source>
        <translation>Wykresy</translation>
    </message>
    <message>
        <source>Resource space: the selected user&apos;s demand, horizontal axis</source>
        <translation>Przestrzeń zasobów: zapotrzebowanie wybranego użytkownika, oś pozioma</translation>
    </message>
    <message>
        <source>Resource space: the selected user&apos;s demand, vertical axis</source>
        <translation>Przestrzeń zasobów: zapotrzebowanie wybranego użytkownika, oś pionowa</translation>
    </message>
    <message>
        <source>Resource space: select the next or the previous user</source>
        <translation>Przestrzeń zasobów: wybór następnego lub poprzedniego użytkownika</translation>
    </message>
    <message>
        <source>Timeline: move the time cursor</source>
        <translation>Oś czasu: przesuwanie kursora czasu</translation>
    </message>
    <message>
        <source>Timeline: to the start or to the end</source>
        <translation>Oś czasu: na początek lub na koniec</translation>
    </message>
    <message>
        <source>Leave presentation mode</source>
        <translation>Wyjście z trybu prezentacji</translation>
    </message>
    <message>
        <source>The next or the previous control</source>
        <translation>Następna lub poprzednia kontrolka</translation>
    </message>
    <message>
        <source>Guided Tour</source>
        <translation>Przewodnik</translation>
    </message>
</context>
<context>
    <name>drf::SweepButton</name>
    <message>
        <source>Animate %1</source>
        <translation>Animuj %1</translation>
    </message>
    <message>
        <source>Animate %1 between two bounds: Space or Enter to choose them and start, again to stop</source>
        <translation>Animuj %1 między dwiema granicami: Spacja lub Enter, by je wybrać i uruchomić; ponownie, by zatrzymać</translation>
    </message>
    <message>
        <source>Sweep %1</source>
        <translation>Animuj %1</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Od</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Do</translation>
    </message>
    <message>
        <source>Seconds per pass</source>
        <translation>Sekundy na przejście</translation>
    </message>
    <message>
        <source>How long the value takes from one bound to the other</source>
        <translation>Ile sekund wartość potrzebuje, by przejść od jednej granicy do drugiej</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Odtwórz</translation>
    </message>
</context>
<context>
    <name>drf::TimelinePanel</name>
    <message>
        <source>&amp;Mechanism:</source>
        <translation>&amp;Mechanizm:</translation>
    </message>
    <message>
        <source>Recompute: the static policy on the users present, taking tasks back freely.
Dynamic DRF: never takes back; keeps room for the users still to come.
Online DRF: whole tasks; a freed task goes to the lowest dominant share.</source>
        <translation>Przeliczanie: statyczna polityka na obecnych użytkownikach, swobodnie odbierająca zadania.
Dynamiczne DRF: nigdy nie odbiera; zostawia miejsce dla użytkowników, którzy dopiero przyjdą.
DRF online: całe zadania; zwolnione zadanie dostaje najniższy udział dominujący.</translation>
    </message>
    <message>
        <source>Mechanism</source>
        <translation>Mechanizm</translation>
    </message>
    <message>
        <source>All three</source>
        <translation>Wszystkie trzy</translation>
    </message>
    <message>
        <source>The three mechanisms stacked, over the same time axis</source>
        <translation>Trzy mechanizmy jeden pod drugim, na wspólnej osi czasu</translation>
    </message>
    <message>
        <source>Show in Resource space</source>
        <translation>Pokaż w przestrzeni zasobów</translation>
    </message>
    <message>
        <source>The Resource space tab draws the chosen mechanism&apos;s allocation at the cursor&apos;s time instead of the static one</source>
        <translation>Karta Przestrzeń zasobów rysuje przydział wybranego mechanizmu w chwili kursora zamiast przydziału statycznego</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pauza</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Odtwórz</translation>
    </message>
    <message>
        <source>Moves the time cursor through the run</source>
        <translation>Przesuwa kursor czasu przez cały przebieg</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Czas</translation>
    </message>
    <message>
        <source>The time cursor: drag it, or click or drag in the plot</source>
        <translation>Kursor czasu: przeciągnij go albo kliknij lub przeciągnij na wykresie</translation>
    </message>
    <message>
        <source>Arrives</source>
        <translation>Przybywa</translation>
    </message>
    <message>
        <source>Waited</source>
        <translation>Czekał</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Skończył</translation>
    </message>
    <message>
        <source>Taken back</source>
        <translation>Odebrane</translation>
    </message>
    <message>
        <source>Tasks done</source>
        <translation>Wykonane zadania</translation>
    </message>
    <message>
        <source>Mean dominant share</source>
        <translation>Średni udział dominujący</translation>
    </message>
    <message>
        <source>What each user went through</source>
        <translation>Co przeszedł każdy użytkownik</translation>
    </message>
    <message>
        <source>t = %1 of %2</source>
        <translation>t = %1 z %2</translation>
    </message>
</context>
<context>
    <name>drf::UserDemandGroup</name>
    <message>
        <source>The user&apos;s name (unique)</source>
        <translation>Nazwa użytkownika (niepowtarzalna)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nazwa</translation>
    </message>
    <message>
        <source>Weight w &gt; 0: a user of weight 2 counts as two users of weight 1</source>
        <translation>Waga w &gt; 0: użytkownik o wadze 2 liczy się jak dwóch użytkowników o wadze 1</translation>
    </message>
    <message>
        <source>Most tasks the user wants; ∞ = as many as the cluster allows (step below 0 or type ∞ to remove the cap)</source>
        <translation>Najwięcej zadań, ile chce użytkownik; ∞ = tyle, na ile pozwala klaster (zejdź poniżej 0 albo wpisz ∞, by usunąć limit)</translation>
    </message>
    <message>
        <source>Max tasks</source>
        <translation>Maks. zadań</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Waga</translation>
    </message>
    <message>
        <source>%1 per task of %2</source>
        <translation>%1 na zadanie %2</translation>
    </message>
    <message>
        <source>%1: %2 per task</source>
        <translation>%1: %2 na zadanie</translation>
    </message>
    <message>
        <source>Remove user %1</source>
        <translation>Usuń użytkownika %1</translation>
    </message>
    <message>
        <source>User %1: name</source>
        <translation>Użytkownik %1: nazwa</translation>
    </message>
    <message>
        <source>%1: weight</source>
        <translation>%1: waga</translation>
    </message>
    <message>
        <source>%1: max tasks</source>
        <translation>%1: maks. zadań</translation>
    </message>
    <message>
        <source>Arrives</source>
        <translation>Przybywa</translation>
    </message>
    <message>
        <source>Leaves</source>
        <translation>Odchodzi</translation>
    </message>
    <message>
        <source>Work</source>
        <translation>Praca</translation>
    </message>
    <message>
        <source>Task time</source>
        <translation>Czas zadania</translation>
    </message>
    <message>
        <source>When the user arrives (time 0: from the start)</source>
        <translation>Kiedy użytkownik przybywa (czas 0: od początku)</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nigdy</translation>
    </message>
    <message>
        <source>When the user leaves, its running tasks killed; never = it stays (step below 0 to remove)</source>
        <translation>Kiedy użytkownik odchodzi, a jego działające zadania są przerywane; nigdy = zostaje (zejdź poniżej 0, by usunąć)</translation>
    </message>
    <message>
        <source>Tasks in the user&apos;s job; it leaves when they are done. ∞ = endless (step below 0 to remove)</source>
        <translation>Zadania w pracy użytkownika; odchodzi, gdy są wykonane. ∞ = bez końca (zejdź poniżej 0, by usunąć)</translation>
    </message>
    <message>
        <source>How long one task runs (&gt; 0)</source>
        <translation>Jak długo trwa jedno zadanie (&gt; 0)</translation>
    </message>
    <message>
        <source>%1: arrives at</source>
        <translation>%1: przybywa w chwili</translation>
    </message>
    <message>
        <source>%1: leaves at</source>
        <translation>%1: odchodzi w chwili</translation>
    </message>
    <message>
        <source>%1: work in tasks</source>
        <translation>%1: praca w zadaniach</translation>
    </message>
    <message>
        <source>%1: task duration</source>
        <translation>%1: czas zadania</translation>
    </message>
</context>
</TS>
