.class public Ljava/lang/AssertionError;
.super Ljava/lang/Error;
.source "AssertionError.java"

# JDK: the detail message is String.valueOf of the argument, and an argument that is a
# Throwable also becomes the cause. (String) is private in the JDK, so compiled code
# always calls (Object).

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Error;-><init>()V
    return-void
.end method

.method private constructor <init>(Ljava/lang/String;)V
    .registers 2
    invoke-direct {p0, p1}, Ljava/lang/Error;-><init>(Ljava/lang/String;)V
    return-void
.end method

.method public constructor <init>(Ljava/lang/Object;)V
    .registers 3
    invoke-static {p1}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    invoke-direct {p0, v0}, Ljava/lang/AssertionError;-><init>(Ljava/lang/String;)V
    instance-of v0, p1, Ljava/lang/Throwable;
    if-eqz v0, :done
    check-cast p1, Ljava/lang/Throwable;
    invoke-virtual {p0, p1}, Ljava/lang/Throwable;->initCause(Ljava/lang/Throwable;)Ljava/lang/Throwable;
    :done
    return-void
.end method

.method public constructor <init>(Z)V
    .registers 3
    invoke-static {p1}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v0
    invoke-direct {p0, v0}, Ljava/lang/AssertionError;-><init>(Ljava/lang/String;)V
    return-void
.end method

.method public constructor <init>(C)V
    .registers 3
    invoke-static {p1}, Ljava/lang/String;->valueOf(C)Ljava/lang/String;
    move-result-object v0
    invoke-direct {p0, v0}, Ljava/lang/AssertionError;-><init>(Ljava/lang/String;)V
    return-void
.end method

.method public constructor <init>(I)V
    .registers 3
    invoke-static {p1}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v0
    invoke-direct {p0, v0}, Ljava/lang/AssertionError;-><init>(Ljava/lang/String;)V
    return-void
.end method

.method public constructor <init>(J)V
    .registers 4
    invoke-static {p1, p2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v0
    invoke-direct {p0, v0}, Ljava/lang/AssertionError;-><init>(Ljava/lang/String;)V
    return-void
.end method

.method public constructor <init>(F)V
    .registers 3
    invoke-static {p1}, Ljava/lang/String;->valueOf(F)Ljava/lang/String;
    move-result-object v0
    invoke-direct {p0, v0}, Ljava/lang/AssertionError;-><init>(Ljava/lang/String;)V
    return-void
.end method

.method public constructor <init>(D)V
    .registers 4
    invoke-static {p1, p2}, Ljava/lang/String;->valueOf(D)Ljava/lang/String;
    move-result-object v0
    invoke-direct {p0, v0}, Ljava/lang/AssertionError;-><init>(Ljava/lang/String;)V
    return-void
.end method

.method public constructor <init>(Ljava/lang/String;Ljava/lang/Throwable;)V
    .registers 3
    invoke-direct {p0, p1, p2}, Ljava/lang/Error;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V
    return-void
.end method
