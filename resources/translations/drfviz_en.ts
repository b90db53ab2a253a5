<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en_US">
<context>
    <name>ReadableNumber</name>
    <message numerus="yes">
        <source>%n task(s)</source>
        <translation>
            <numerusform>%n task</numerusform>
            <numerusform>%n tasks</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>drf::MainWindow</name>
    <message numerus="yes">
        <source>%n user(s)</source>
        <translation>
            <numerusform>%n user</numerusform>
            <numerusform>%n users</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n resource(s)</source>
        <translation>
            <numerusform>%n resource</numerusform>
            <numerusform>%n resources</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>drf::ScenarioEditor</name>
    <message numerus="yes">
        <source>%n more user(s) not shown here: edit them in the table.</source>
        <translation>
            <numerusform>%n more user not shown here: edit them in the table.</numerusform>
            <numerusform>%n more users not shown here: edit them in the table.</numerusform>
        </translation>
    </message>
</context>
</TS>
