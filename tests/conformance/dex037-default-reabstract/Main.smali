.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# A default re-declared abstract in a subinterface is masked (JVMS 5.4.3.3): Impl
# implements Again extends Top and Again re-declares who() abstract, so who() on an Impl
# throws AbstractMethodError through every reference; a class override (ImplSub) still
# works. An abstract who() declared in a superclass (Masked) also wins over Top's default.
.method public static main([Ljava/lang/String;)V
    .registers 2

    new-instance v0, LPlain;
    invoke-direct {v0}, LPlain;-><init>()V
    :t0
    invoke-interface {v0}, LTop;->who()Ljava/lang/String;
    move-result-object v1
    :t0e
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    goto :n0
    :h0
    move-exception v1
    invoke-static {v1}, LMain;->cn(Ljava/lang/Object;)V
    :n0
    new-instance v0, LImpl;
    invoke-direct {v0}, LImpl;-><init>()V
    :t1
    invoke-interface {v0}, LTop;->who()Ljava/lang/String;
    move-result-object v1
    :t1e
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    goto :n1
    :h1
    move-exception v1
    invoke-static {v1}, LMain;->cn(Ljava/lang/Object;)V
    :n1
    new-instance v0, LImpl;
    invoke-direct {v0}, LImpl;-><init>()V
    :t2
    invoke-interface {v0}, LAgain;->who()Ljava/lang/String;
    move-result-object v1
    :t2e
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    goto :n2
    :h2
    move-exception v1
    invoke-static {v1}, LMain;->cn(Ljava/lang/Object;)V
    :n2
    new-instance v0, LImpl;
    invoke-direct {v0}, LImpl;-><init>()V
    :t3
    invoke-virtual {v0}, LImpl;->who()Ljava/lang/String;
    move-result-object v1
    :t3e
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    goto :n3
    :h3
    move-exception v1
    invoke-static {v1}, LMain;->cn(Ljava/lang/Object;)V
    :n3
    new-instance v0, LImplSub;
    invoke-direct {v0}, LImplSub;-><init>()V
    :t4
    invoke-interface {v0}, LTop;->who()Ljava/lang/String;
    move-result-object v1
    :t4e
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    goto :n4
    :h4
    move-exception v1
    invoke-static {v1}, LMain;->cn(Ljava/lang/Object;)V
    :n4
    new-instance v0, LImplSub;
    invoke-direct {v0}, LImplSub;-><init>()V
    :t5
    invoke-virtual {v0}, LImpl;->who()Ljava/lang/String;
    move-result-object v1
    :t5e
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    goto :n5
    :h5
    move-exception v1
    invoke-static {v1}, LMain;->cn(Ljava/lang/Object;)V
    :n5
    new-instance v0, LMaskedSub;
    invoke-direct {v0}, LMaskedSub;-><init>()V
    :t6
    invoke-interface {v0}, LTop;->who()Ljava/lang/String;
    move-result-object v1
    :t6e
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    goto :n6
    :h6
    move-exception v1
    invoke-static {v1}, LMain;->cn(Ljava/lang/Object;)V
    :n6
    new-instance v0, LMaskedSub;
    invoke-direct {v0}, LMaskedSub;-><init>()V
    :t7
    invoke-virtual {v0}, LMasked;->who()Ljava/lang/String;
    move-result-object v1
    :t7e
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    goto :n7
    :h7
    move-exception v1
    invoke-static {v1}, LMain;->cn(Ljava/lang/Object;)V
    :n7
    return-void
    .catch Ljava/lang/AbstractMethodError; {:t0 .. :t0e} :h0
    .catch Ljava/lang/AbstractMethodError; {:t1 .. :t1e} :h1
    .catch Ljava/lang/AbstractMethodError; {:t2 .. :t2e} :h2
    .catch Ljava/lang/AbstractMethodError; {:t3 .. :t3e} :h3
    .catch Ljava/lang/AbstractMethodError; {:t4 .. :t4e} :h4
    .catch Ljava/lang/AbstractMethodError; {:t5 .. :t5e} :h5
    .catch Ljava/lang/AbstractMethodError; {:t6 .. :t6e} :h6
    .catch Ljava/lang/AbstractMethodError; {:t7 .. :t7e} :h7
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
