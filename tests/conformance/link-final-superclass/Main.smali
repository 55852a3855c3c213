.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# A class whose superclass is final does not load (JLS 13.4.2). ART (since 2017,
# class_linker.cc LinkSuperClass) throws VerifyError "Superclass p1.Sealed of p2.Ext is
# declared final"; HotSpot 17 throws IncompatibleClassChangeError "class p2.Ext cannot
# inherit from final class p1.Sealed". Both are LinkageErrors, which is all the case
# prints. The final class itself stays usable.
.method public static main([Ljava/lang/String;)V
    .registers 3

    :t1
    new-instance v0, Lp2/Ext;
    invoke-direct {v0}, Lp2/Ext;-><init>()V
    const-string v1, "p2.Ext loaded"
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    :t1e
    goto :n1
    :h1
    const-string v1, "p2.Ext: LinkageError"
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    :n1

    :t2
    new-instance v0, Lp1/Near;
    invoke-direct {v0}, Lp1/Near;-><init>()V
    const-string v1, "p1.Near loaded"
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    :t2e
    goto :n2
    :h2
    const-string v1, "p1.Near: LinkageError"
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    :n2

    new-instance v0, Lp1/Sealed;
    invoke-direct {v0}, Lp1/Sealed;-><init>()V
    invoke-virtual {v0}, Lp1/Sealed;->name()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    return-void
    .catch Ljava/lang/LinkageError; {:t1 .. :t1e} :h1
    .catch Ljava/lang/LinkageError; {:t2 .. :t2e} :h2
.end method

.method static p(Ljava/lang/String;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
