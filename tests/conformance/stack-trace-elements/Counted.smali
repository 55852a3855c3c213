.class public LCounted;
.super Ljava/lang/RuntimeException;
.source "Counted.java"

# Overrides fillInStackTrace and calls super: the trace still starts at the code that
# created the exception.

.field static fills:I

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/RuntimeException;-><init>()V
    return-void
.end method

.method public fillInStackTrace()Ljava/lang/Throwable;
    .registers 2
    sget v0, LCounted;->fills:I
    add-int/lit8 v0, v0, 1
    sput v0, LCounted;->fills:I
    invoke-super {p0}, Ljava/lang/RuntimeException;->fillInStackTrace()Ljava/lang/Throwable;
    move-result-object v0
    return-object v0
.end method
