.class public Lp1/Peer;
.super Ljava/lang/Object;
.source "Peer.java"

.method public static readPkg(Lp1/Foo;)I
    .registers 2
    iget v0, p0, Lp1/Foo;->pkgField:I
    return v0
.end method

.method public static callProt(Lp1/Foo;)Ljava/lang/String;
    .registers 2
    invoke-virtual {p0}, Lp1/Foo;->prot()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
