.class public Ljava/util/IllegalFormatException;
.super Ljava/lang/IllegalArgumentException;
.source "IllegalFormatException.java"

# The subclasses compose the JDK's getMessage() text when they are constructed, so the
# message is also right when the formatter's natives throw them with a message only.
.method constructor <init>(Ljava/lang/String;)V
    .registers 2
    invoke-direct {p0, p1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    return-void
.end method
