.class public LLoud;
.super LNamed;
.source "Loud.java"

.method public constructor <init>(Ljava/lang/String;)V
    .registers 2
    invoke-direct {p0, p1}, LNamed;-><init>(Ljava/lang/String;)V
    return-void
.end method
.method public greet()Ljava/lang/String;
    .registers 2
    invoke-super {p0}, LNamed;->greet()Ljava/lang/String;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/String;->toUpperCase()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
