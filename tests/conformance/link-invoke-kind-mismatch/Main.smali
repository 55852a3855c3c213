.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# The invoke kind must fit the method reference (JVMS 5.4.3.3/5.4.3.4, ART
# ClassLinker::ResolveMethod): invoke-virtual of a method of an interface and
# invoke-interface of a method of a class throw IncompatibleClassChangeError ("Found
# interface Shape, but class was expected" / "Found class Square, but interface was
# expected", the same wording on ART and HotSpot), and so do invoke-static of an instance
# method and invoke-virtual of a static one (worded differently, so only the class name
# is printed). The same method references invoked the right way work before and after,
# and invoke-virtual through an abstract class that leaves the interface method
# undeclared (Partial) is legal.
.method public static main([Ljava/lang/String;)V
    .registers 2

    new-instance v0, LSquare;
    invoke-direct {v0}, LSquare;-><init>()V
    invoke-interface {v0}, LShape;->name()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->ps(Ljava/lang/Object;)V
    new-instance v0, LSquare;
    invoke-direct {v0}, LSquare;-><init>()V
    :t1
    invoke-virtual {v0}, LShape;->name()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->ps(Ljava/lang/Object;)V
    :t1e
    goto :n1
    :h1
    move-exception v1
    invoke-static {v1}, LMain;->ps(Ljava/lang/Object;)V
    :n1
    new-instance v0, LSquare;
    invoke-direct {v0}, LSquare;-><init>()V
    invoke-interface {v0}, LShape;->name()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->ps(Ljava/lang/Object;)V
    new-instance v0, LSquare;
    invoke-direct {v0}, LSquare;-><init>()V
    invoke-virtual {v0}, LSquare;->name()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->ps(Ljava/lang/Object;)V
    new-instance v0, LSquare;
    invoke-direct {v0}, LSquare;-><init>()V
    :t4
    invoke-interface {v0}, LSquare;->name()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->ps(Ljava/lang/Object;)V
    :t4e
    goto :n4
    :h4
    move-exception v1
    invoke-static {v1}, LMain;->ps(Ljava/lang/Object;)V
    :n4
    new-instance v0, LCircle;
    invoke-direct {v0}, LCircle;-><init>()V
    invoke-virtual {v0}, LPartial;->name()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->ps(Ljava/lang/Object;)V
    :t6
    invoke-static {}, LSquare;->name()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->ps(Ljava/lang/Object;)V
    :t6e
    goto :n6
    :h6
    move-exception v1
    invoke-static {v1}, LMain;->cn(Ljava/lang/Object;)V
    :n6
    new-instance v0, LSquare;
    invoke-direct {v0}, LSquare;-><init>()V
    :t7
    invoke-virtual {v0}, LSquare;->make()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->ps(Ljava/lang/Object;)V
    :t7e
    goto :n7
    :h7
    move-exception v1
    invoke-static {v1}, LMain;->cn(Ljava/lang/Object;)V
    :n7
    invoke-static {}, LSquare;->make()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->ps(Ljava/lang/Object;)V
    return-void
    .catch Ljava/lang/IncompatibleClassChangeError; {:t1 .. :t1e} :h1
    .catch Ljava/lang/IncompatibleClassChangeError; {:t4 .. :t4e} :h4
    .catch Ljava/lang/IncompatibleClassChangeError; {:t6 .. :t6e} :h6
    .catch Ljava/lang/IncompatibleClassChangeError; {:t7 .. :t7e} :h7
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
