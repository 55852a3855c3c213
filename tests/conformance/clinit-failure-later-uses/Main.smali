.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# A class whose <clinit> failed: the first use throws what the initializer threw
# (wrapped in ExceptionInInitializerError unless it is an Error); every later use throws
# NoClassDefFoundError naming the class (HotSpot's "Could not initialize class C" is
# mapped to ART's wording by the oracle). A subclass fails with its superclass's error.
# Only Bad's later error has the same cause class on ART and HotSpot, so only it prints it.

.method public static main([Ljava/lang/String;)V
    .registers 4

    :t1
    sget v0, LBad;->x:I
    :t1e
    goto :second
    :h1
    move-exception v1
    const-string v2, "first: "
    invoke-static {v2, v1}, LMain;->show(Ljava/lang/String;Ljava/lang/Throwable;)V
    invoke-virtual {v1}, Ljava/lang/Throwable;->getCause()Ljava/lang/Throwable;
    move-result-object v1
    const-string v2, "first cause: "
    invoke-static {v2, v1}, LMain;->show(Ljava/lang/String;Ljava/lang/Throwable;)V

    :second
    :t2
    sget v0, LBad;->x:I
    :t2e
    goto :third
    :h2
    move-exception v1
    const-string v2, "again: "
    invoke-static {v2, v1}, LMain;->show(Ljava/lang/String;Ljava/lang/Throwable;)V
    invoke-static {v1}, LMain;->causeClass(Ljava/lang/Throwable;)V

    :third
    :t3
    new-instance v0, LBad;
    invoke-direct {v0}, LBad;-><init>()V
    :t3e
    goto :fourth
    :h3
    move-exception v1
    const-string v2, "new: "
    invoke-static {v2, v1}, LMain;->show(Ljava/lang/String;Ljava/lang/Throwable;)V
    invoke-static {v1}, LMain;->causeClass(Ljava/lang/Throwable;)V

    :fourth
    :t4
    sget v0, LSub;->y:I
    :t4e
    goto :fifth
    :h4
    move-exception v1
    const-string v2, "sub: "
    invoke-static {v2, v1}, LMain;->show(Ljava/lang/String;Ljava/lang/Throwable;)V
    invoke-static {v1}, LMain;->causeClass(Ljava/lang/Throwable;)V

    :fifth
    :t5
    sget v0, LSub;->y:I
    :t5e
    goto :sixth
    :h5
    move-exception v1
    const-string v2, "sub again: "
    invoke-static {v2, v1}, LMain;->show(Ljava/lang/String;Ljava/lang/Throwable;)V

    :sixth
    :t6
    invoke-static {}, LErr;->touch()V
    :t6e
    goto :seventh
    :h6
    move-exception v1
    const-string v2, "err: "
    invoke-static {v2, v1}, LMain;->show(Ljava/lang/String;Ljava/lang/Throwable;)V

    :seventh
    :t7
    invoke-static {}, LErr;->touch()V
    :t7e
    goto :end
    :h7
    move-exception v1
    const-string v2, "err again: "
    invoke-static {v2, v1}, LMain;->show(Ljava/lang/String;Ljava/lang/Throwable;)V

    :end
    return-void
    .catch Ljava/lang/ExceptionInInitializerError; {:t1 .. :t1e} :h1
    .catch Ljava/lang/NoClassDefFoundError; {:t2 .. :t2e} :h2
    .catch Ljava/lang/NoClassDefFoundError; {:t3 .. :t3e} :h3
    .catch Ljava/lang/NoClassDefFoundError; {:t4 .. :t4e} :h4
    .catch Ljava/lang/NoClassDefFoundError; {:t5 .. :t5e} :h5
    .catch Ljava/lang/AssertionError; {:t6 .. :t6e} :h6
    .catch Ljava/lang/NoClassDefFoundError; {:t7 .. :t7e} :h7
.end method

.method static show(Ljava/lang/String;Ljava/lang/Throwable;)V
    .registers 4
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1, p0}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method

.method static causeClass(Ljava/lang/Throwable;)V
    .registers 3
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {p0}, Ljava/lang/Throwable;->getCause()Ljava/lang/Throwable;
    move-result-object v1
    if-eqz v1, :none
    invoke-virtual {v1}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v1
    :none
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    return-void
.end method
