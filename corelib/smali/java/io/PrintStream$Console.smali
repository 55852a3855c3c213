.class public final Ljava/io/PrintStream$Console;
.super Ljava/io/PrintStream;
.source "PrintStream.java"

# System.out and System.err: each print/println/write is one native call writing the
# text (UTF-8) straight to the console descriptor fd (corelib/src/lang.rs and io.rs),
# the fast path every program's output takes. close() flushes and marks the stream
# closed (fd -1): later output is dropped and checkError() reports it, as the JDK's.

.method public constructor <init>(I)V
    .registers 2
    invoke-direct {p0, p1}, Ljava/io/PrintStream;-><init>(I)V
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

.method public native write([BII)V
.end method

.method public native flush()V
.end method

.method public print(Ljava/lang/Object;)V
    .registers 3
    invoke-static {p1}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    invoke-virtual {p0, v0}, Ljava/io/PrintStream$Console;->print(Ljava/lang/String;)V
    return-void
.end method

.method public println(Ljava/lang/Object;)V
    .registers 3
    invoke-static {p1}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    invoke-virtual {p0, v0}, Ljava/io/PrintStream$Console;->println(Ljava/lang/String;)V
    return-void
.end method

.method public close()V
    .registers 2
    invoke-virtual {p0}, Ljava/io/PrintStream$Console;->flush()V
    const/4 v0, -1
    iput v0, p0, Ljava/io/PrintStream;->fd:I
    return-void
.end method
