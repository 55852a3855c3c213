.class LMain$TL;
.super Ljava/lang/ThreadLocal;
.source "Main.java"

.method constructor <init>()V
    .locals 0
    invoke-direct {p0}, Ljava/lang/ThreadLocal;-><init>()V
    return-void
.end method

.method protected initialValue()Ljava/lang/Object;
    .locals 1
    const/4 v0, 7
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v0
    return-object v0
.end method
