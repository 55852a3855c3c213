.class LMain$Fatal;
.super Ljava/lang/Error;
.source "Main.java"

.method constructor <init>(Ljava/lang/String;)V
    .registers 2
    invoke-direct {p0, p1}, Ljava/lang/Error;-><init>(Ljava/lang/String;)V
    return-void
.end method
