.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# invoke-interface whose receiver implements the method only with a package-private
# method throws IllegalAccessError (JVMS invokeinterface: the selected method is neither
# public nor private); a public implementation runs, and the package-private method is
# still callable inside its package. HotSpot and ART word the message differently, so
# only the error's class is printed (vm/tests checks ART's message).
.method public static main([Ljava/lang/String;)V
    .registers 4
    new-instance v0, LGood;
    invoke-direct {v0}, LGood;-><init>()V
    invoke-static {v0}, LMain;->call(LI;)V
    new-instance v0, Lp1/Impl;
    invoke-direct {v0}, Lp1/Impl;-><init>()V
    invoke-static {v0}, Lp1/Impl;->callInside(Lp1/Impl;)V
    :a
    invoke-static {v0}, LMain;->call(LI;)V
    :b
    goto :end
    :h
    move-exception v1
    invoke-virtual {v1}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v1
    sget-object v2, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v2, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    :end
    return-void
    .catch Ljava/lang/IllegalAccessError; {:a .. :b} :h
.end method

.method static call(LI;)V
    .registers 1
    invoke-interface {p0}, LI;->m()V
    return-void
.end method
