.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8
    const-wide v0, 0.1
    invoke-static {v0, v1}, Ljava/lang/Double;->toString(D)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/Object;)V
    const-wide v0, 1.5
    invoke-static {v0, v1}, Ljava/lang/Double;->toString(D)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/Object;)V
    const-wide v0, 1.0E10
    invoke-static {v0, v1}, Ljava/lang/Double;->toString(D)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/Object;)V
    const-wide v0, 1.0E-5
    invoke-static {v0, v1}, Ljava/lang/Double;->toString(D)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/Object;)V
    const-wide v0, NaN
    invoke-static {v0, v1}, Ljava/lang/Double;->toString(D)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/Object;)V
    const-wide v0, Infinity
    invoke-static {v0, v1}, Ljava/lang/Double;->toString(D)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/Object;)V
    const-wide v0, -Infinity
    invoke-static {v0, v1}, Ljava/lang/Double;->toString(D)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/Object;)V
    const-wide v0, -0.0
    invoke-static {v0, v1}, Ljava/lang/Double;->toString(D)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/Object;)V
    const-wide v0, 100.0
    invoke-static {v0, v1}, Ljava/lang/Double;->toString(D)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/Object;)V
    const-wide v0, 1234567.0
    invoke-static {v0, v1}, Ljava/lang/Double;->toString(D)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/Object;)V
    const-wide v0, 1.0E7
    invoke-static {v0, v1}, Ljava/lang/Double;->toString(D)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/Object;)V
    const-wide v0, 0.001
    invoke-static {v0, v1}, Ljava/lang/Double;->toString(D)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/Object;)V
    const-wide v0, 3.4028234663852886E38
    invoke-static {v0, v1}, Ljava/lang/Double;->toString(D)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/Object;)V
    const-wide v0, 4.9E-324
    invoke-static {v0, v1}, Ljava/lang/Double;->toString(D)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/Object;)V
    const-wide v0, 1.7976931348623157E308
    invoke-static {v0, v1}, Ljava/lang/Double;->toString(D)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/Object;)V
    const-wide v0, 2.2250738585072014E-308
    invoke-static {v0, v1}, Ljava/lang/Double;->toString(D)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/Object;)V
    const-wide v0, 9999999.0
    invoke-static {v0, v1}, Ljava/lang/Double;->toString(D)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/Object;)V
    const-wide v0, 1.0E-3
    invoke-static {v0, v1}, Ljava/lang/Double;->toString(D)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/Object;)V
    const-wide v0, 123456789012.0
    invoke-static {v0, v1}, Ljava/lang/Double;->toString(D)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/Object;)V
    const-wide v0, 0.3
    invoke-static {v0, v1}, Ljava/lang/Double;->toString(D)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/Object;)V
    const-wide v0, -2.5
    invoke-static {v0, v1}, Ljava/lang/Double;->toString(D)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/Object;)V
    const-wide v0, 1.0E21
    invoke-static {v0, v1}, Ljava/lang/Double;->toString(D)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/Object;)V
    const-wide v0, 1.0E22
    invoke-static {v0, v1}, Ljava/lang/Double;->toString(D)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/Object;)V
    const-wide v0, 1.0E100
    invoke-static {v0, v1}, Ljava/lang/Double;->toString(D)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/Object;)V
    const-wide v0, 9007199254740993.0
    invoke-static {v0, v1}, Ljava/lang/Double;->toString(D)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/Object;)V
    const-wide v0, 0.1234567890123
    invoke-static {v0, v1}, Ljava/lang/Double;->toString(D)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/Object;)V
    const-wide v0, 5.0E-324
    invoke-static {v0, v1}, Ljava/lang/Double;->toString(D)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/Object;)V
    const-wide v0, 1.0E-4
    invoke-static {v0, v1}, Ljava/lang/Double;->toString(D)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/Object;)V
    const-wide v0, 12345.6789
    invoke-static {v0, v1}, Ljava/lang/Double;->toString(D)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/Object;)V
    const-wide/high16 v0, 0x3ff0000000000000L
    const-wide v2, 3.0
    div-double v0, v0, v2
    invoke-static {v0, v1}, LMain;->p(D)V
    const-wide v2, 0.1
    const-wide v4, 0.2
    add-double v0, v2, v4
    invoke-static {v0, v1}, LMain;->p(D)V
    const-wide v2, 2.0
    const-wide v4, 3.0
    div-double v0, v2, v4
    invoke-static {v0, v1}, LMain;->p(D)V
    return-void
.end method

.method static p(D)V
    .registers 3
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0, p1}, Ljava/io/PrintStream;->println(D)V
    return-void
.end method

.method static p(Ljava/lang/Object;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    return-void
.end method
