.class public Lp1/Impl;
.super Ljava/lang/Object;
.source "Impl.java"
.implements LI;

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

# Package-private: it cannot be what invoke-interface I.m() runs.
.method m()V
    .registers 3
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v1, "package-private m ran"
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method

# Inside its package, the method is callable as a virtual method.
.method public static callInside(Lp1/Impl;)V
    .registers 1
    invoke-virtual {p0}, Lp1/Impl;->m()V
    return-void
.end method
