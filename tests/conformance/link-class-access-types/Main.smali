.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# const-class, instance-of, check-cast and new-instance naming a package-private class
# of another package throw IllegalAccessError (ART's "Illegal class access: 'Main'
# attempting to access 'p1.Hidden'"; the oracle maps HotSpot's wording), also for its
# array class; the same instructions inside its package pass. Each instruction sits in
# a method of its own, called inside a try block (enjarify keeps handlers around
# invokes but drops them around const-class and instance-of).
.method public static main([Ljava/lang/String;)V
    .registers 4
    invoke-static {}, Lp1/Maker;->make()Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lp1/Maker;->inside(Ljava/lang/Object;)Z
    move-result v1
    sget-object v2, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v2, v1}, Ljava/io/PrintStream;->println(Z)V

    :a0
    invoke-static {v0}, LMain;->constClass(Ljava/lang/Object;)V
    :b0
    goto :n0
    :h0
    move-exception v1
    invoke-static {v1}, LMain;->show(Ljava/lang/Object;)V
    :n0

    :a1
    invoke-static {v0}, LMain;->instanceOf(Ljava/lang/Object;)V
    :b1
    goto :n1
    :h1
    move-exception v1
    invoke-static {v1}, LMain;->show(Ljava/lang/Object;)V
    :n1

    :a2
    invoke-static {v0}, LMain;->checkCast(Ljava/lang/Object;)V
    :b2
    goto :n2
    :h2
    move-exception v1
    invoke-static {v1}, LMain;->show(Ljava/lang/Object;)V
    :n2

    :a3
    invoke-static {v0}, LMain;->newInstance(Ljava/lang/Object;)V
    :b3
    goto :n3
    :h3
    move-exception v1
    invoke-static {v1}, LMain;->show(Ljava/lang/Object;)V
    :n3

    :a4
    invoke-static {v0}, LMain;->arrayClass(Ljava/lang/Object;)V
    :b4
    goto :n4
    :h4
    move-exception v1
    # ART names the array class ('p1.Hidden[]'), HotSpot its element class: the class
    # of the error only.
    invoke-virtual {v1}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->show(Ljava/lang/Object;)V
    :n4
    const-string v1, "end"
    invoke-static {v1}, LMain;->show(Ljava/lang/Object;)V
    return-void
    .catch Ljava/lang/IllegalAccessError; {:a0 .. :b0} :h0
    .catch Ljava/lang/IllegalAccessError; {:a1 .. :b1} :h1
    .catch Ljava/lang/IllegalAccessError; {:a2 .. :b2} :h2
    .catch Ljava/lang/IllegalAccessError; {:a3 .. :b3} :h3
    .catch Ljava/lang/IllegalAccessError; {:a4 .. :b4} :h4
.end method

.method static constClass(Ljava/lang/Object;)V
    .registers 2
    const-class v0, Lp1/Hidden;
    invoke-static {v0}, LMain;->show(Ljava/lang/Object;)V
    return-void
.end method

.method static instanceOf(Ljava/lang/Object;)V
    .registers 2
    instance-of v0, p0, Lp1/Hidden;
    return-void
.end method

.method static checkCast(Ljava/lang/Object;)V
    .registers 1
    check-cast p0, Lp1/Hidden;
    return-void
.end method

.method static newInstance(Ljava/lang/Object;)V
    .registers 2
    new-instance v0, Lp1/Hidden;
    return-void
.end method

.method static arrayClass(Ljava/lang/Object;)V
    .registers 2
    const-class v0, [Lp1/Hidden;
    invoke-static {v0}, LMain;->show(Ljava/lang/Object;)V
    return-void
.end method

.method static show(Ljava/lang/Object;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    return-void
.end method
