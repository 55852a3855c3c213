.class public interface abstract Ljava/util/zip/Checksum;
.super Ljava/lang/Object;
.source "Checksum.java"

# A running checksum of bytes (JDK 17 java.util.zip.Checksum; update(byte[]) is a default
# method since JDK 9).

.method public abstract update(I)V
.end method

.method public update([B)V
    .registers 4
    const/4 v0, 0
    array-length v1, p1
    invoke-interface {p0, p1, v0, v1}, Ljava/util/zip/Checksum;->update([BII)V
    return-void
.end method

.method public abstract update([BII)V
.end method

.method public abstract getValue()J
.end method

.method public abstract reset()V
.end method
