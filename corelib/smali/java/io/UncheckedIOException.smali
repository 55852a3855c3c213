.class public Ljava/io/UncheckedIOException;
.super Ljava/lang/RuntimeException;
.source "UncheckedIOException.java"

# Wraps an IOException (never null) in an unchecked exception; getCause() is that
# IOException.

.method public constructor <init>(Ljava/lang/String;Ljava/io/IOException;)V
    .registers 3
    invoke-static {p2}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;
    invoke-direct {p0, p1, p2}, Ljava/lang/RuntimeException;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V
    return-void
.end method

.method public constructor <init>(Ljava/io/IOException;)V
    .registers 2
    invoke-static {p1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;
    invoke-direct {p0, p1}, Ljava/lang/RuntimeException;-><init>(Ljava/lang/Throwable;)V
    return-void
.end method

.method public getCause()Ljava/io/IOException;
    .registers 2
    invoke-super {p0}, Ljava/lang/RuntimeException;->getCause()Ljava/lang/Throwable;
    move-result-object v0
    check-cast v0, Ljava/io/IOException;
    return-object v0
.end method

.method public bridge synthetic getCause()Ljava/lang/Throwable;
    .registers 2
    invoke-virtual {p0}, Ljava/io/UncheckedIOException;->getCause()Ljava/io/IOException;
    move-result-object v0
    return-object v0
.end method
