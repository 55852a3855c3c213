.class public final Ljava/lang/System;
.super Ljava/lang/Object;
.source "System.java"

.field public static final out:Ljava/io/PrintStream;
.field public static final err:Ljava/io/PrintStream;

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Ljava/io/PrintStream$Console;
    const/4 v1, 1
    invoke-direct {v0, v1}, Ljava/io/PrintStream$Console;-><init>(I)V
    sput-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    new-instance v0, Ljava/io/PrintStream$Console;
    const/4 v1, 2
    invoke-direct {v0, v1}, Ljava/io/PrintStream$Console;-><init>(I)V
    sput-object v0, Ljava/lang/System;->err:Ljava/io/PrintStream;
    return-void
.end method

.method public static native currentTimeMillis()J
.end method

.method public static native nanoTime()J
.end method

.method public static native identityHashCode(Ljava/lang/Object;)I
.end method

.method public static native gc()V
.end method

.method public static native exit(I)V
.end method

.method public static native arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
.end method

.method public static native lineSeparator()Ljava/lang/String;
.end method

