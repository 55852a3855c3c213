.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# Stack traces as data: getStackTrace of a caught exception and of the current thread
# (class and method names only: the JVM's translated classes have no line numbers),
# StackTraceElement's toString/equals/hashCode, setStackTrace, fillInStackTrace,
# suppressed exceptions, and printStackTrace(PrintStream) on System.out with traces set
# by the program (so every line is compared with the JVM). The last exception escapes
# main: its report (stderr) has the interpreter's frames with line numbers.

.method public static main([Ljava/lang/String;)V
    .registers 1
    .line 100
    invoke-static {}, LMain;->captured()V
    invoke-static {}, LMain;->threadTrace()V
    invoke-static {}, LMain;->constructed()V
    invoke-static {}, LMain;->printed()V
    invoke-static {}, LMain;->circular()V
    invoke-static {}, LMain;->setAndFill()V
    invoke-static {}, LMain;->suppression()V
    invoke-static {}, LMain;->counted()V
    .line 108
    invoke-static {}, LMain;->uncaught()V
    return-void
.end method

.method static captured()V
    .locals 2
    :try_start
    invoke-static {}, LMain;->a()V
    :try_end
    .catch Ljava/lang/RuntimeException; {:try_start .. :try_end} :caught
    return-void
    :caught
    move-exception v0
    invoke-virtual {v0}, Ljava/lang/Throwable;->getStackTrace()[Ljava/lang/StackTraceElement;
    move-result-object v1
    invoke-static {v1}, LMain;->names([Ljava/lang/StackTraceElement;)V
    const/4 v0, 0
    aget-object v0, v1, v0
    invoke-virtual {v0}, Ljava/lang/StackTraceElement;->isNativeMethod()Z
    move-result v0
    invoke-static {v0}, LMain;->p(Z)V
    return-void
.end method

.method static a()V
    .registers 0
    invoke-static {}, LMain;->b()V
    return-void
.end method

.method static b()V
    .registers 0
    invoke-static {}, LMain;->c()V
    return-void
.end method

.method static c()V
    .registers 2
    new-instance v0, Ljava/lang/RuntimeException;
    const-string v1, "deep"
    invoke-direct {v0, v1}, Ljava/lang/RuntimeException;-><init>(Ljava/lang/String;)V
    throw v0
.end method

.method static threadTrace()V
    .locals 1
    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Thread;->getStackTrace()[Ljava/lang/StackTraceElement;
    move-result-object v0
    invoke-static {v0}, LMain;->names([Ljava/lang/StackTraceElement;)V
    return-void
.end method

# The length, then ClassName.methodName of each element.
.method static names([Ljava/lang/StackTraceElement;)V
    .locals 5
    array-length v0, p0
    invoke-static {v0}, LMain;->p(I)V
    const/4 v1, 0
    :loop
    if-ge v1, v0, :done
    aget-object v2, p0, v1
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StackTraceElement;->getClassName()Ljava/lang/String;
    move-result-object v4
    invoke-direct {v3, v4}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    const-string v4, "."
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StackTraceElement;->getMethodName()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    add-int/lit8 v1, v1, 1
    goto :loop
    :done
    return-void
.end method

# new StackTraceElement(cls, method, "Main.java", line)
.method static ste(Ljava/lang/String;Ljava/lang/String;I)Ljava/lang/StackTraceElement;
    .locals 2
    new-instance v0, Ljava/lang/StackTraceElement;
    const-string v1, "Main.java"
    invoke-direct {v0, p0, p1, v1, p2}, Ljava/lang/StackTraceElement;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;I)V
    return-object v0
.end method

.method static constructed()V
    .locals 7
    const-string v0, "Main"
    const-string v1, "main"
    const/16 v2, 12
    invoke-static {v0, v1, v2}, LMain;->ste(Ljava/lang/String;Ljava/lang/String;I)Ljava/lang/StackTraceElement;
    move-result-object v3
    invoke-static {v3}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v3}, Ljava/lang/StackTraceElement;->getFileName()Ljava/lang/String;
    move-result-object v4
    invoke-static {v4}, LMain;->p(Ljava/lang/String;)V
    invoke-virtual {v3}, Ljava/lang/StackTraceElement;->getLineNumber()I
    move-result v4
    invoke-static {v4}, LMain;->p(I)V
    invoke-static {v0, v1, v2}, LMain;->ste(Ljava/lang/String;Ljava/lang/String;I)Ljava/lang/StackTraceElement;
    move-result-object v4
    invoke-virtual {v3, v4}, Ljava/lang/StackTraceElement;->equals(Ljava/lang/Object;)Z
    move-result v5
    invoke-static {v5}, LMain;->p(Z)V
    invoke-virtual {v3}, Ljava/lang/StackTraceElement;->hashCode()I
    move-result v5
    invoke-virtual {v4}, Ljava/lang/StackTraceElement;->hashCode()I
    move-result v6
    if-ne v5, v6, :hash_differs
    const-string v5, "equal elements, equal hash codes"
    invoke-static {v5}, LMain;->p(Ljava/lang/String;)V
    :hash_differs
    const/16 v2, 13
    invoke-static {v0, v1, v2}, LMain;->ste(Ljava/lang/String;Ljava/lang/String;I)Ljava/lang/StackTraceElement;
    move-result-object v4
    invoke-virtual {v3, v4}, Ljava/lang/StackTraceElement;->equals(Ljava/lang/Object;)Z
    move-result v5
    invoke-static {v5}, LMain;->p(Z)V
    const/4 v4, 0
    invoke-virtual {v3, v4}, Ljava/lang/StackTraceElement;->equals(Ljava/lang/Object;)Z
    move-result v5
    invoke-static {v5}, LMain;->p(Z)V
    invoke-virtual {v3, v0}, Ljava/lang/StackTraceElement;->equals(Ljava/lang/Object;)Z
    move-result v5
    invoke-static {v5}, LMain;->p(Z)V

    new-instance v3, Ljava/lang/StackTraceElement;
    const-string v0, "a.b.C"
    const-string v1, "run"
    const/4 v4, 0
    # No file and no line: "(Unknown Source)" on both. With a line, ART prints
    # "(Unknown Source:5)" and the JVM "(Unknown Source)" (vm/tests/lib_reflect.rs).
    const/4 v2, -1
    invoke-direct {v3, v0, v1, v4, v2}, Ljava/lang/StackTraceElement;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;I)V
    invoke-static {v3}, LMain;->p(Ljava/lang/Object;)V
    new-instance v3, Ljava/lang/StackTraceElement;
    const-string v4, "C.java"
    const/4 v2, -1
    invoke-direct {v3, v0, v1, v4, v2}, Ljava/lang/StackTraceElement;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;I)V
    invoke-static {v3}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v3}, Ljava/lang/StackTraceElement;->isNativeMethod()Z
    move-result v5
    invoke-static {v5}, LMain;->p(Z)V
    new-instance v3, Ljava/lang/StackTraceElement;
    const/4 v2, -2
    invoke-direct {v3, v0, v1, v4, v2}, Ljava/lang/StackTraceElement;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;I)V
    invoke-static {v3}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v3}, Ljava/lang/StackTraceElement;->isNativeMethod()Z
    move-result v5
    invoke-static {v5}, LMain;->p(Z)V

    :null_class_start
    new-instance v3, Ljava/lang/StackTraceElement;
    const/4 v0, 0
    invoke-direct {v3, v0, v1, v4, v2}, Ljava/lang/StackTraceElement;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;I)V
    :null_class_end
    .catch Ljava/lang/NullPointerException; {:null_class_start .. :null_class_end} :null_class
    goto :null_method_start
    :null_class
    move-exception v3
    invoke-virtual {v3}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    :null_method_start
    new-instance v3, Ljava/lang/StackTraceElement;
    const-string v0, "C"
    const/4 v1, 0
    invoke-direct {v3, v0, v1, v4, v2}, Ljava/lang/StackTraceElement;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;I)V
    :null_method_end
    .catch Ljava/lang/NullPointerException; {:null_method_start .. :null_method_end} :null_method
    return-void
    :null_method
    move-exception v3
    invoke-virtual {v3}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    return-void
.end method

# An exception with a cause and a suppressed exception, all with traces set by the
# program, printed to System.out.
.method static printed()V
    .locals 9
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v1, "inner"
    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    new-instance v1, Ljava/lang/Exception;
    const-string v2, "outer"
    invoke-direct {v1, v2, v0}, Ljava/lang/Exception;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V
    const-string v2, "Main"
    const/4 v3, 3
    new-array v4, v3, [Ljava/lang/StackTraceElement;
    const-string v5, "c"
    const/16 v6, 12
    invoke-static {v2, v5, v6}, LMain;->ste(Ljava/lang/String;Ljava/lang/String;I)Ljava/lang/StackTraceElement;
    move-result-object v7
    const/4 v8, 0
    aput-object v7, v4, v8
    const-string v5, "b"
    const/16 v6, 8
    invoke-static {v2, v5, v6}, LMain;->ste(Ljava/lang/String;Ljava/lang/String;I)Ljava/lang/StackTraceElement;
    move-result-object v7
    const/4 v8, 1
    aput-object v7, v4, v8
    const-string v5, "main"
    const/4 v6, 3
    invoke-static {v2, v5, v6}, LMain;->ste(Ljava/lang/String;Ljava/lang/String;I)Ljava/lang/StackTraceElement;
    move-result-object v7
    const/4 v8, 2
    aput-object v7, v4, v8
    invoke-virtual {v1, v4}, Ljava/lang/Throwable;->setStackTrace([Ljava/lang/StackTraceElement;)V

    const/4 v3, 4
    new-array v4, v3, [Ljava/lang/StackTraceElement;
    const-string v5, "d"
    const/16 v6, 20
    invoke-static {v2, v5, v6}, LMain;->ste(Ljava/lang/String;Ljava/lang/String;I)Ljava/lang/StackTraceElement;
    move-result-object v7
    const/4 v8, 0
    aput-object v7, v4, v8
    const-string v5, "c"
    const/16 v6, 11
    invoke-static {v2, v5, v6}, LMain;->ste(Ljava/lang/String;Ljava/lang/String;I)Ljava/lang/StackTraceElement;
    move-result-object v7
    const/4 v8, 1
    aput-object v7, v4, v8
    const-string v5, "b"
    const/16 v6, 8
    invoke-static {v2, v5, v6}, LMain;->ste(Ljava/lang/String;Ljava/lang/String;I)Ljava/lang/StackTraceElement;
    move-result-object v7
    const/4 v8, 2
    aput-object v7, v4, v8
    const-string v5, "main"
    const/4 v6, 3
    invoke-static {v2, v5, v6}, LMain;->ste(Ljava/lang/String;Ljava/lang/String;I)Ljava/lang/StackTraceElement;
    move-result-object v7
    const/4 v8, 3
    aput-object v7, v4, v8
    invoke-virtual {v0, v4}, Ljava/lang/Throwable;->setStackTrace([Ljava/lang/StackTraceElement;)V

    new-instance v0, Ljava/lang/RuntimeException;
    const-string v3, "closing"
    invoke-direct {v0, v3}, Ljava/lang/RuntimeException;-><init>(Ljava/lang/String;)V
    const/4 v3, 2
    new-array v4, v3, [Ljava/lang/StackTraceElement;
    const-string v5, "close"
    const/16 v6, 30
    invoke-static {v2, v5, v6}, LMain;->ste(Ljava/lang/String;Ljava/lang/String;I)Ljava/lang/StackTraceElement;
    move-result-object v7
    const/4 v8, 0
    aput-object v7, v4, v8
    const-string v5, "main"
    const/4 v6, 3
    invoke-static {v2, v5, v6}, LMain;->ste(Ljava/lang/String;Ljava/lang/String;I)Ljava/lang/StackTraceElement;
    move-result-object v7
    const/4 v8, 1
    aput-object v7, v4, v8
    invoke-virtual {v0, v4}, Ljava/lang/Throwable;->setStackTrace([Ljava/lang/StackTraceElement;)V
    invoke-virtual {v1, v0}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/lang/Throwable;->printStackTrace(Ljava/io/PrintStream;)V
    return-void
.end method

# x caused by y caused by x.
.method static circular()V
    .locals 6
    new-instance v0, Ljava/lang/Exception;
    const-string v1, "x"
    invoke-direct {v0, v1}, Ljava/lang/Exception;-><init>(Ljava/lang/String;)V
    new-instance v1, Ljava/lang/Exception;
    const-string v2, "y"
    invoke-direct {v1, v2, v0}, Ljava/lang/Exception;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V
    invoke-virtual {v0, v1}, Ljava/lang/Throwable;->initCause(Ljava/lang/Throwable;)Ljava/lang/Throwable;
    const-string v2, "Main"
    const/4 v3, 1
    new-array v4, v3, [Ljava/lang/StackTraceElement;
    const-string v5, "x"
    invoke-static {v2, v5, v3}, LMain;->ste(Ljava/lang/String;Ljava/lang/String;I)Ljava/lang/StackTraceElement;
    move-result-object v5
    const/4 v3, 0
    aput-object v5, v4, v3
    invoke-virtual {v0, v4}, Ljava/lang/Throwable;->setStackTrace([Ljava/lang/StackTraceElement;)V
    const/4 v3, 1
    new-array v4, v3, [Ljava/lang/StackTraceElement;
    const-string v5, "y"
    const/4 v3, 2
    invoke-static {v2, v5, v3}, LMain;->ste(Ljava/lang/String;Ljava/lang/String;I)Ljava/lang/StackTraceElement;
    move-result-object v5
    const/4 v3, 0
    aput-object v5, v4, v3
    invoke-virtual {v1, v4}, Ljava/lang/Throwable;->setStackTrace([Ljava/lang/StackTraceElement;)V
    sget-object v2, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, v2}, Ljava/lang/Throwable;->printStackTrace(Ljava/io/PrintStream;)V
    return-void
.end method

.method static setAndFill()V
    .locals 5
    new-instance v0, Ljava/lang/Exception;
    const-string v1, "e"
    invoke-direct {v0, v1}, Ljava/lang/Exception;-><init>(Ljava/lang/String;)V
    const/4 v1, 1
    new-array v2, v1, [Ljava/lang/StackTraceElement;
    const-string v1, "Set"
    const-string v3, "here"
    const/4 v4, 7
    invoke-static {v1, v3, v4}, LMain;->ste(Ljava/lang/String;Ljava/lang/String;I)Ljava/lang/StackTraceElement;
    move-result-object v1
    const/4 v3, 0
    aput-object v1, v2, v3
    invoke-virtual {v0, v2}, Ljava/lang/Throwable;->setStackTrace([Ljava/lang/StackTraceElement;)V
    const/4 v4, 0
    aput-object v4, v2, v3
    invoke-virtual {v0}, Ljava/lang/Throwable;->getStackTrace()[Ljava/lang/StackTraceElement;
    move-result-object v1
    invoke-static {v1}, LMain;->names([Ljava/lang/StackTraceElement;)V
    aput-object v4, v1, v3
    invoke-virtual {v0}, Ljava/lang/Throwable;->getStackTrace()[Ljava/lang/StackTraceElement;
    move-result-object v1
    aget-object v1, v1, v3
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v0}, Ljava/lang/Throwable;->fillInStackTrace()Ljava/lang/Throwable;
    move-result-object v1
    if-ne v1, v0, :not_this
    const-string v1, "fillInStackTrace returns this"
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    :not_this
    invoke-virtual {v0}, Ljava/lang/Throwable;->getStackTrace()[Ljava/lang/StackTraceElement;
    move-result-object v1
    invoke-static {v1}, LMain;->names([Ljava/lang/StackTraceElement;)V

    new-instance v0, LNoTrace;
    const-string v1, "cheap"
    invoke-direct {v0, v1}, LNoTrace;-><init>(Ljava/lang/String;)V
    invoke-virtual {v0}, Ljava/lang/Throwable;->getStackTrace()[Ljava/lang/StackTraceElement;
    move-result-object v1
    array-length v1, v1
    invoke-static {v1}, LMain;->p(I)V

    :null_array_start
    const/4 v1, 0
    invoke-virtual {v0, v1}, Ljava/lang/Throwable;->setStackTrace([Ljava/lang/StackTraceElement;)V
    :null_array_end
    .catch Ljava/lang/NullPointerException; {:null_array_start .. :null_array_end} :null_array
    goto :null_elem_start
    :null_array
    move-exception v1
    const-string v1, "setStackTrace(null): NullPointerException"
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    :null_elem_start
    const/4 v1, 2
    new-array v1, v1, [Ljava/lang/StackTraceElement;
    const-string v2, "Set"
    const-string v3, "here"
    const/4 v4, 7
    invoke-static {v2, v3, v4}, LMain;->ste(Ljava/lang/String;Ljava/lang/String;I)Ljava/lang/StackTraceElement;
    move-result-object v2
    const/4 v3, 0
    aput-object v2, v1, v3
    invoke-virtual {v0, v1}, Ljava/lang/Throwable;->setStackTrace([Ljava/lang/StackTraceElement;)V
    :null_elem_end
    .catch Ljava/lang/NullPointerException; {:null_elem_start .. :null_elem_end} :null_elem
    return-void
    :null_elem
    move-exception v1
    invoke-virtual {v1}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    return-void
.end method

.method static suppression()V
    .locals 3
    new-instance v0, Ljava/lang/Exception;
    invoke-direct {v0}, Ljava/lang/Exception;-><init>()V
    invoke-virtual {v0}, Ljava/lang/Throwable;->getSuppressed()[Ljava/lang/Throwable;
    move-result-object v1
    array-length v1, v1
    invoke-static {v1}, LMain;->p(I)V
    :self_start
    invoke-virtual {v0, v0}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V
    :self_end
    .catch Ljava/lang/IllegalArgumentException; {:self_start .. :self_end} :self
    goto :null_start
    :self
    move-exception v1
    invoke-virtual {v1}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    invoke-virtual {v1}, Ljava/lang/Throwable;->getCause()Ljava/lang/Throwable;
    move-result-object v2
    if-ne v2, v0, :null_start
    const-string v2, "its cause is the exception itself"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    :null_start
    const/4 v1, 0
    invoke-virtual {v0, v1}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V
    :null_end
    .catch Ljava/lang/NullPointerException; {:null_start .. :null_end} :null
    return-void
    :null
    move-exception v1
    invoke-virtual {v1}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    return-void
.end method

.method static counted()V
    .locals 2
    invoke-static {}, LMain;->makeCounted()Ljava/lang/Throwable;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Throwable;->getStackTrace()[Ljava/lang/StackTraceElement;
    move-result-object v1
    invoke-static {v1}, LMain;->names([Ljava/lang/StackTraceElement;)V
    sget v1, LCounted;->fills:I
    invoke-static {v1}, LMain;->p(I)V
    return-void
.end method

.method static makeCounted()Ljava/lang/Throwable;
    .registers 1
    new-instance v0, LCounted;
    invoke-direct {v0}, LCounted;-><init>()V
    return-object v0
.end method

# Escapes main: the report shows the suppressed exception and the cause, each with the
# frames it does not share with the enclosing trace.
.method static uncaught()V
    .registers 4
    .line 200
    new-instance v0, Ljava/lang/IllegalArgumentException;
    const-string v1, "root"
    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    .line 201
    new-instance v1, Ljava/lang/RuntimeException;
    const-string v2, "top"
    invoke-direct {v1, v2, v0}, Ljava/lang/RuntimeException;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V
    .line 202
    invoke-static {}, LMain;->suppressed()Ljava/lang/Throwable;
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V
    .line 203
    throw v1
.end method

.method static suppressed()Ljava/lang/Throwable;
    .registers 2
    .line 210
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v1, "while closing"
    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    return-object v0
.end method

.method static p(I)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method

.method static p(Z)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Z)V
    return-void
.end method

.method static p(Ljava/lang/String;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method

.method static p(Ljava/lang/Object;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    return-void
.end method
