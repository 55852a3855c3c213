.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# Two unrelated defaults for the same method (JVMS 5.4.3.3): Both implements Left and
# Right, each with a default who(). Loading Both is fine; invoking who() on it, through
# either interface or the class, throws IncompatibleClassChangeError (so does a subclass
# that adds nothing). A class override (Fixed) or a more specific default (Joined extends
# Left, Right) resolves the conflict.
.method public static main([Ljava/lang/String;)V
    .registers 2

    new-instance v0, LBoth;
    invoke-direct {v0}, LBoth;-><init>()V
    :t0
    invoke-interface {v0}, LLeft;->who()Ljava/lang/String;
    move-result-object v1
    :t0e
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    goto :n0
    :h0
    move-exception v1
    invoke-static {v1}, LMain;->family(Ljava/lang/Object;)V
    :n0
    new-instance v0, LBoth;
    invoke-direct {v0}, LBoth;-><init>()V
    :t1
    invoke-interface {v0}, LRight;->who()Ljava/lang/String;
    move-result-object v1
    :t1e
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    goto :n1
    :h1
    move-exception v1
    invoke-static {v1}, LMain;->family(Ljava/lang/Object;)V
    :n1
    new-instance v0, LBoth;
    invoke-direct {v0}, LBoth;-><init>()V
    :t2
    invoke-virtual {v0}, LBoth;->who()Ljava/lang/String;
    move-result-object v1
    :t2e
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    goto :n2
    :h2
    move-exception v1
    invoke-static {v1}, LMain;->cn(Ljava/lang/Object;)V
    :n2
    new-instance v0, LBothSub;
    invoke-direct {v0}, LBothSub;-><init>()V
    :t3
    invoke-interface {v0}, LLeft;->who()Ljava/lang/String;
    move-result-object v1
    :t3e
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    goto :n3
    :h3
    move-exception v1
    invoke-static {v1}, LMain;->family(Ljava/lang/Object;)V
    :n3
    new-instance v0, LBothSub;
    invoke-direct {v0}, LBothSub;-><init>()V
    :t4
    invoke-virtual {v0}, LBothSub;->who()Ljava/lang/String;
    move-result-object v1
    :t4e
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    goto :n4
    :h4
    move-exception v1
    invoke-static {v1}, LMain;->cn(Ljava/lang/Object;)V
    :n4
    new-instance v0, LFixed;
    invoke-direct {v0}, LFixed;-><init>()V
    :t5
    invoke-interface {v0}, LLeft;->who()Ljava/lang/String;
    move-result-object v1
    :t5e
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    goto :n5
    :h5
    move-exception v1
    invoke-static {v1}, LMain;->family(Ljava/lang/Object;)V
    :n5
    new-instance v0, LFixed;
    invoke-direct {v0}, LFixed;-><init>()V
    :t6
    invoke-interface {v0}, LRight;->who()Ljava/lang/String;
    move-result-object v1
    :t6e
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    goto :n6
    :h6
    move-exception v1
    invoke-static {v1}, LMain;->family(Ljava/lang/Object;)V
    :n6
    new-instance v0, LFixed;
    invoke-direct {v0}, LFixed;-><init>()V
    :t7
    invoke-virtual {v0}, LBoth;->who()Ljava/lang/String;
    move-result-object v1
    :t7e
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    goto :n7
    :h7
    move-exception v1
    invoke-static {v1}, LMain;->cn(Ljava/lang/Object;)V
    :n7
    new-instance v0, LResolved;
    invoke-direct {v0}, LResolved;-><init>()V
    :t8
    invoke-interface {v0}, LLeft;->who()Ljava/lang/String;
    move-result-object v1
    :t8e
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    goto :n8
    :h8
    move-exception v1
    invoke-static {v1}, LMain;->family(Ljava/lang/Object;)V
    :n8
    new-instance v0, LResolved;
    invoke-direct {v0}, LResolved;-><init>()V
    :t9
    invoke-interface {v0}, LRight;->who()Ljava/lang/String;
    move-result-object v1
    :t9e
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    goto :n9
    :h9
    move-exception v1
    invoke-static {v1}, LMain;->family(Ljava/lang/Object;)V
    :n9
    new-instance v0, LResolved;
    invoke-direct {v0}, LResolved;-><init>()V
    :t10
    invoke-virtual {v0}, LResolved;->who()Ljava/lang/String;
    move-result-object v1
    :t10e
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    goto :n10
    :h10
    move-exception v1
    invoke-static {v1}, LMain;->cn(Ljava/lang/Object;)V
    :n10
    return-void
    .catch Ljava/lang/IncompatibleClassChangeError; {:t0 .. :t0e} :h0
    .catch Ljava/lang/IncompatibleClassChangeError; {:t1 .. :t1e} :h1
    .catch Ljava/lang/IncompatibleClassChangeError; {:t2 .. :t2e} :h2
    .catch Ljava/lang/IncompatibleClassChangeError; {:t3 .. :t3e} :h3
    .catch Ljava/lang/IncompatibleClassChangeError; {:t4 .. :t4e} :h4
    .catch Ljava/lang/IncompatibleClassChangeError; {:t5 .. :t5e} :h5
    .catch Ljava/lang/IncompatibleClassChangeError; {:t6 .. :t6e} :h6
    .catch Ljava/lang/IncompatibleClassChangeError; {:t7 .. :t7e} :h7
    .catch Ljava/lang/IncompatibleClassChangeError; {:t8 .. :t8e} :h8
    .catch Ljava/lang/IncompatibleClassChangeError; {:t9 .. :t9e} :h9
    .catch Ljava/lang/IncompatibleClassChangeError; {:t10 .. :t10e} :h10
.end method

.method static p(Ljava/lang/String;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method

# The class name only: the JVM and ART word these errors differently.
.method static cn(Ljava/lang/Object;)V
    .registers 3
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {p0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method

# Invoked through an interface, a default-method conflict is an IncompatibleClassChangeError
# on ART (and per JVMS 6.5 invokeinterface) but an AbstractMethodError, its subclass, on
# HotSpot; the case prints only what both agree on.
.method static family(Ljava/lang/Object;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v1, "IncompatibleClassChangeError (or a subclass)"
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
