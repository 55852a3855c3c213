.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# Access checks on field and method resolution (JVMS 5.4.4; ART's
# ResolvedFieldAccessTest/ResolvedMethodAccessTest): each illegal access throws
# IllegalAccessError at the access, while the same field or method reference used
# legally from p1.Foo itself, from p1.Peer (same package) or from p2.Sub (a subclass,
# for the protected method) keeps working before and after. Messages are printed where
# the oracle maps the JVM's wording to ART's; the final-field write and the access to
# the package-private class p1.Hidden print the class name only.
.method public static main([Ljava/lang/String;)V
    .registers 3

    invoke-static {}, Lp1/Foo;->getSecret()I
    move-result v0
    invoke-static {v0}, LMain;->pi(I)V

    :t1
    sget v0, Lp1/Foo;->secret:I
    invoke-static {v0}, LMain;->pi(I)V
    :t1e
    goto :n1
    :h1
    move-exception v0
    invoke-static {v0}, LMain;->ps(Ljava/lang/Object;)V
    :n1

    invoke-static {}, Lp1/Foo;->getSecret()I
    move-result v0
    invoke-static {v0}, LMain;->pi(I)V
    invoke-static {}, Lp1/Foo;->callHidden()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->ps(Ljava/lang/Object;)V

    :t2
    invoke-static {}, Lp1/Foo;->hidden()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->ps(Ljava/lang/Object;)V
    :t2e
    goto :n2
    :h2
    move-exception v0
    invoke-static {v0}, LMain;->ps(Ljava/lang/Object;)V
    :n2

    new-instance v1, Lp1/Foo;
    invoke-direct {v1}, Lp1/Foo;-><init>()V
    :t3
    iget v0, v1, Lp1/Foo;->pkgField:I
    invoke-static {v0}, LMain;->pi(I)V
    :t3e
    goto :n3
    :h3
    move-exception v0
    invoke-static {v0}, LMain;->ps(Ljava/lang/Object;)V
    :n3
    invoke-static {v1}, Lp1/Peer;->readPkg(Lp1/Foo;)I
    move-result v0
    invoke-static {v0}, LMain;->pi(I)V

    invoke-static {v1}, Lp1/Peer;->callProt(Lp1/Foo;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->ps(Ljava/lang/Object;)V
    :t4
    invoke-virtual {v1}, Lp1/Foo;->prot()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->ps(Ljava/lang/Object;)V
    :t4e
    goto :n4
    :h4
    move-exception v0
    invoke-static {v0}, LMain;->ps(Ljava/lang/Object;)V
    :n4
    new-instance v0, Lp2/Sub;
    invoke-direct {v0}, Lp2/Sub;-><init>()V
    invoke-virtual {v0}, Lp2/Sub;->callProt()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->ps(Ljava/lang/Object;)V

    :t5
    const/4 v0, 5
    iput v0, v1, Lp1/Foo;->fin:I
    const-string v0, "final field written"
    invoke-static {v0}, LMain;->ps(Ljava/lang/Object;)V
    :t5e
    goto :n5
    :h5
    move-exception v0
    invoke-static {v0}, LMain;->cn(Ljava/lang/Object;)V
    :n5
    iget v0, v1, Lp1/Foo;->fin:I
    invoke-static {v0}, LMain;->pi(I)V

    :t6
    invoke-static {}, Lp1/Hidden;->hi()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->ps(Ljava/lang/Object;)V
    :t6e
    goto :n6
    :h6
    move-exception v0
    invoke-static {v0}, LMain;->cn(Ljava/lang/Object;)V
    :n6
    return-void
    .catch Ljava/lang/IllegalAccessError; {:t1 .. :t1e} :h1
    .catch Ljava/lang/IllegalAccessError; {:t2 .. :t2e} :h2
    .catch Ljava/lang/IllegalAccessError; {:t3 .. :t3e} :h3
    .catch Ljava/lang/IllegalAccessError; {:t4 .. :t4e} :h4
    .catch Ljava/lang/IllegalAccessError; {:t5 .. :t5e} :h5
    .catch Ljava/lang/IllegalAccessError; {:t6 .. :t6e} :h6
.end method

.method static pi(I)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method

.method static ps(Ljava/lang/Object;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    return-void
.end method

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
