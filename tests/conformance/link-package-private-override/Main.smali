.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# Package-private methods are overridden only from the same run-time package
# (JVMS 5.4.5): p1.Base.run() calls its package-private foo().
#   Base.run                -> Base.foo
#   p2.Derived.foo          does not override Base.foo (other package)
#   p1.C.foo (public)       overrides Base.foo; p2.D.foo overrides C.foo, hence Base.foo
#   p1.E.foo (pkg-private)  overrides Base.foo; p2.F.foo cannot override E.foo
#   p1.G extends p2.Derived: G.foo overrides both Base.foo (same package) and Derived.foo
.method public static main([Ljava/lang/String;)V
    .registers 2

    new-instance v0, Lp1/Base;
    invoke-direct {v0}, Lp1/Base;-><init>()V
    invoke-virtual {v0}, Lp1/Base;->run()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    new-instance v0, Lp2/Derived;
    invoke-direct {v0}, Lp2/Derived;-><init>()V
    invoke-virtual {v0}, Lp1/Base;->run()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    new-instance v0, Lp2/Derived;
    invoke-direct {v0}, Lp2/Derived;-><init>()V
    invoke-virtual {v0}, Lp2/Derived;->foo()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    new-instance v0, Lp1/C;
    invoke-direct {v0}, Lp1/C;-><init>()V
    invoke-virtual {v0}, Lp1/Base;->run()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    new-instance v0, Lp2/D;
    invoke-direct {v0}, Lp2/D;-><init>()V
    invoke-virtual {v0}, Lp1/Base;->run()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    new-instance v0, Lp2/D;
    invoke-direct {v0}, Lp2/D;-><init>()V
    invoke-virtual {v0}, Lp2/D;->foo()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    new-instance v0, Lp1/E;
    invoke-direct {v0}, Lp1/E;-><init>()V
    invoke-virtual {v0}, Lp1/Base;->run()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    new-instance v0, Lp2/F;
    invoke-direct {v0}, Lp2/F;-><init>()V
    invoke-virtual {v0}, Lp1/Base;->run()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    new-instance v0, Lp2/F;
    invoke-direct {v0}, Lp2/F;-><init>()V
    invoke-virtual {v0}, Lp2/F;->foo()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    new-instance v0, Lp1/G;
    invoke-direct {v0}, Lp1/G;-><init>()V
    invoke-virtual {v0}, Lp1/Base;->run()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    new-instance v0, Lp1/G;
    invoke-direct {v0}, Lp1/G;-><init>()V
    invoke-virtual {v0}, Lp2/Derived;->foo()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    new-instance v0, Lp1/G;
    invoke-direct {v0}, Lp1/G;-><init>()V
    invoke-virtual {v0}, Lp1/G;->foo()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    return-void
.end method

.method static p(Ljava/lang/String;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
