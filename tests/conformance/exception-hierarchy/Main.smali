.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

.method public static main([Ljava/lang/String;)V
    .locals 8
    new-instance v0, Ljava/lang/ArrayIndexOutOfBoundsException;
    invoke-direct {v0}, Ljava/lang/ArrayIndexOutOfBoundsException;-><init>()V
    instance-of v1, v0, Ljava/lang/IndexOutOfBoundsException;
    invoke-static {v1}, LMain;->p(Z)V
    invoke-virtual {v0}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    new-instance v0, Ljava/lang/NumberFormatException;
    invoke-direct {v0}, Ljava/lang/NumberFormatException;-><init>()V
    instance-of v1, v0, Ljava/lang/IllegalArgumentException;
    invoke-static {v1}, LMain;->p(Z)V
    invoke-virtual {v0}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    new-instance v0, Ljava/lang/AbstractMethodError;
    invoke-direct {v0}, Ljava/lang/AbstractMethodError;-><init>()V
    instance-of v1, v0, Ljava/lang/IncompatibleClassChangeError;
    invoke-static {v1}, LMain;->p(Z)V
    invoke-virtual {v0}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    new-instance v0, Ljava/lang/NoSuchFieldError;
    invoke-direct {v0}, Ljava/lang/NoSuchFieldError;-><init>()V
    instance-of v1, v0, Ljava/lang/IncompatibleClassChangeError;
    invoke-static {v1}, LMain;->p(Z)V
    invoke-virtual {v0}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    new-instance v0, Ljava/lang/NoSuchMethodError;
    invoke-direct {v0}, Ljava/lang/NoSuchMethodError;-><init>()V
    instance-of v1, v0, Ljava/lang/IncompatibleClassChangeError;
    invoke-static {v1}, LMain;->p(Z)V
    invoke-virtual {v0}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    new-instance v0, Ljava/lang/NoClassDefFoundError;
    invoke-direct {v0}, Ljava/lang/NoClassDefFoundError;-><init>()V
    instance-of v1, v0, Ljava/lang/LinkageError;
    invoke-static {v1}, LMain;->p(Z)V
    invoke-virtual {v0}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    new-instance v0, Ljava/lang/ExceptionInInitializerError;
    invoke-direct {v0}, Ljava/lang/ExceptionInInitializerError;-><init>()V
    instance-of v1, v0, Ljava/lang/LinkageError;
    invoke-static {v1}, LMain;->p(Z)V
    invoke-virtual {v0}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    new-instance v0, Ljava/lang/VerifyError;
    invoke-direct {v0}, Ljava/lang/VerifyError;-><init>()V
    instance-of v1, v0, Ljava/lang/LinkageError;
    invoke-static {v1}, LMain;->p(Z)V
    invoke-virtual {v0}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    new-instance v0, Ljava/lang/IncompatibleClassChangeError;
    invoke-direct {v0}, Ljava/lang/IncompatibleClassChangeError;-><init>()V
    instance-of v1, v0, Ljava/lang/LinkageError;
    invoke-static {v1}, LMain;->p(Z)V
    invoke-virtual {v0}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    new-instance v0, Ljava/lang/StackOverflowError;
    invoke-direct {v0}, Ljava/lang/StackOverflowError;-><init>()V
    instance-of v1, v0, Ljava/lang/Error;
    invoke-static {v1}, LMain;->p(Z)V
    invoke-virtual {v0}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    new-instance v0, Ljava/lang/OutOfMemoryError;
    invoke-direct {v0}, Ljava/lang/OutOfMemoryError;-><init>()V
    instance-of v1, v0, Ljava/lang/Error;
    invoke-static {v1}, LMain;->p(Z)V
    invoke-virtual {v0}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    new-instance v0, Ljava/lang/InterruptedException;
    invoke-direct {v0}, Ljava/lang/InterruptedException;-><init>()V
    instance-of v1, v0, Ljava/lang/RuntimeException;
    invoke-static {v1}, LMain;->p(Z)V
    invoke-virtual {v0}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    new-instance v0, Ljava/lang/IllegalMonitorStateException;
    invoke-direct {v0}, Ljava/lang/IllegalMonitorStateException;-><init>()V
    instance-of v1, v0, Ljava/lang/RuntimeException;
    invoke-static {v1}, LMain;->p(Z)V
    invoke-virtual {v0}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    new-instance v0, Ljava/lang/UnsupportedOperationException;
    invoke-direct {v0}, Ljava/lang/UnsupportedOperationException;-><init>()V
    instance-of v1, v0, Ljava/lang/RuntimeException;
    invoke-static {v1}, LMain;->p(Z)V
    invoke-virtual {v0}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    new-instance v0, Ljava/lang/ArrayStoreException;
    invoke-direct {v0}, Ljava/lang/ArrayStoreException;-><init>()V
    instance-of v1, v0, Ljava/lang/RuntimeException;
    invoke-static {v1}, LMain;->p(Z)V
    invoke-virtual {v0}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    new-instance v0, Ljava/lang/NullPointerException;
    invoke-direct {v0}, Ljava/lang/NullPointerException;-><init>()V
    instance-of v1, v0, Ljava/lang/Exception;
    invoke-static {v1}, LMain;->p(Z)V
    invoke-virtual {v0}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    new-instance v0, Ljava/lang/Error;
    invoke-direct {v0}, Ljava/lang/Error;-><init>()V
    instance-of v1, v0, Ljava/lang/Exception;
    invoke-static {v1}, LMain;->p(Z)V
    invoke-virtual {v0}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
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

.method static p(Z)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Z)V
    return-void
.end method
