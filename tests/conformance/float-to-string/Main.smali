.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8
    const v0, 0.1f
    invoke-static {v0}, Ljava/lang/Float;->toString(F)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const v0, 1.5f
    invoke-static {v0}, Ljava/lang/Float;->toString(F)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const v0, 1.0E10f
    invoke-static {v0}, Ljava/lang/Float;->toString(F)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const v0, 1.0E-5f
    invoke-static {v0}, Ljava/lang/Float;->toString(F)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const v0, NaNf
    invoke-static {v0}, Ljava/lang/Float;->toString(F)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const v0, Infinityf
    invoke-static {v0}, Ljava/lang/Float;->toString(F)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const v0, -Infinityf
    invoke-static {v0}, Ljava/lang/Float;->toString(F)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const v0, -0.0f
    invoke-static {v0}, Ljava/lang/Float;->toString(F)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const v0, 100.0f
    invoke-static {v0}, Ljava/lang/Float;->toString(F)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const v0, 1234567.0f
    invoke-static {v0}, Ljava/lang/Float;->toString(F)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const v0, 1.0E7f
    invoke-static {v0}, Ljava/lang/Float;->toString(F)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const v0, 0.001f
    invoke-static {v0}, Ljava/lang/Float;->toString(F)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const v0, 3.4028235E38f
    invoke-static {v0}, Ljava/lang/Float;->toString(F)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const v0, 1.4E-45f
    invoke-static {v0}, Ljava/lang/Float;->toString(F)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const v0, 1.17549435E-38f
    invoke-static {v0}, Ljava/lang/Float;->toString(F)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const v0, 123456.79f
    invoke-static {v0}, Ljava/lang/Float;->toString(F)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const v0, 9999999.0f
    invoke-static {v0}, Ljava/lang/Float;->toString(F)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const v0, 0.3f
    invoke-static {v0}, Ljava/lang/Float;->toString(F)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const v0, 16777216.0f
    invoke-static {v0}, Ljava/lang/Float;->toString(F)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const v0, -3.75f
    invoke-static {v0}, Ljava/lang/Float;->toString(F)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const v0, 2.0E-3f
    invoke-static {v0}, Ljava/lang/Float;->toString(F)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const v0, 1.0E-3f
    invoke-static {v0}, Ljava/lang/Float;->toString(F)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const v0, 33.333332f
    invoke-static {v0}, Ljava/lang/Float;->toString(F)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    const/high16 v0, 0x3f800000
    const/high16 v2, 0x40400000
    div-float v0, v0, v2
    invoke-static {v0}, LMain;->p(F)V
    return-void
.end method

.method static p(F)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(F)V
    return-void
.end method

.method static p(Ljava/lang/Object;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    return-void
.end method
