.class public Ljava/io/PrintStream;
.super Ljava/lang/Object;
.source "PrintStream.java"

.field private final fd:I

.method public constructor <init>(I)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, Ljava/io/PrintStream;->fd:I
    return-void
.end method

.method public native print(Ljava/lang/String;)V
.end method

.method public native println(Ljava/lang/String;)V
.end method

.method public native print(I)V
.end method

.method public native println(I)V
.end method

.method public native print(J)V
.end method

.method public native println(J)V
.end method

.method public native print(Z)V
.end method

.method public native println(Z)V
.end method

.method public native print(C)V
.end method

.method public native println(C)V
.end method

.method public native print(F)V
.end method

.method public native println(F)V
.end method

.method public native print(D)V
.end method

.method public native println(D)V
.end method

.method public native print([C)V
.end method

.method public native println([C)V
.end method

.method public native println()V
.end method

.method public native write(I)V
.end method

.method public native flush()V
.end method

.method public print(Ljava/lang/Object;)V
    .registers 3
    invoke-static {p1}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    invoke-virtual {p0, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    return-void
.end method

.method public println(Ljava/lang/Object;)V
    .registers 3
    invoke-static {p1}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    invoke-virtual {p0, v0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method


.method public varargs printf(Ljava/lang/String;[Ljava/lang/Object;)Ljava/io/PrintStream;
    .registers 4
    invoke-static {p1, p2}, Ljava/lang/String;->format(Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    invoke-virtual {p0, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    return-object p0
.end method

.method public varargs format(Ljava/lang/String;[Ljava/lang/Object;)Ljava/io/PrintStream;
    .registers 4
    invoke-static {p1, p2}, Ljava/lang/String;->format(Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    invoke-virtual {p0, v0}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    return-object p0
.end method
