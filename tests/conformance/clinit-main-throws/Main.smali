# The main class's <clinit> throws: main never runs, the run ends with an
# ExceptionInInitializerError whose trace has no main frame (main had not started).
.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.field static x:I

.method static constructor <clinit>()V
    .registers 2
    const/4 v0, 1
    const/4 v1, 0
    div-int v0, v0, v1
    sput v0, LMain;->x:I
    return-void
.end method

.method public static main([Ljava/lang/String;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v1, "main ran"
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
