.class public final Ljava/lang/StringBuilder;
.super Ljava/lang/Object;
.source "StringBuilder.java"
.implements Ljava/io/Serializable;
.implements Ljava/lang/CharSequence;

.field value:[C
.field count:I

.method public constructor native <init>()V
.end method

.method public constructor native <init>(I)V
.end method

.method public constructor native <init>(Ljava/lang/String;)V
.end method

.method public constructor native <init>(Ljava/lang/CharSequence;)V
.end method

.method public native append(Ljava/lang/String;)Ljava/lang/StringBuilder;
.end method

.method public native append(Ljava/lang/StringBuilder;)Ljava/lang/StringBuilder;
.end method

.method public native append(C)Ljava/lang/StringBuilder;
.end method

.method public native append(I)Ljava/lang/StringBuilder;
.end method

.method public native append(J)Ljava/lang/StringBuilder;
.end method

.method public native append(Z)Ljava/lang/StringBuilder;
.end method

.method public native append(F)Ljava/lang/StringBuilder;
.end method

.method public native append(D)Ljava/lang/StringBuilder;
.end method

.method public native append([C)Ljava/lang/StringBuilder;
.end method

.method public native append([CII)Ljava/lang/StringBuilder;
.end method

.method public native reverse()Ljava/lang/StringBuilder;
.end method

.method public native deleteCharAt(I)Ljava/lang/StringBuilder;
.end method

.method public native delete(II)Ljava/lang/StringBuilder;
.end method

.method public native insert(ILjava/lang/String;)Ljava/lang/StringBuilder;
.end method

.method public native insert(IC)Ljava/lang/StringBuilder;
.end method

.method public native insert(II)Ljava/lang/StringBuilder;
.end method

.method public native insert(IJ)Ljava/lang/StringBuilder;
.end method

.method public native insert(IZ)Ljava/lang/StringBuilder;
.end method

.method public native insert(I[C)Ljava/lang/StringBuilder;
.end method

.method public native length()I
.end method

.method public native charAt(I)C
.end method

.method public native setCharAt(IC)V
.end method

.method public native toString()Ljava/lang/String;
.end method

.method public native setLength(I)V
.end method

.method public native indexOf(Ljava/lang/String;)I
.end method

.method public append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    .registers 3
    invoke-static {p1}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    invoke-virtual {p0, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    return-object p0
.end method

.method public append(Ljava/lang/CharSequence;)Ljava/lang/StringBuilder;
    .registers 3
    invoke-static {p1}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    invoke-virtual {p0, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    return-object p0
.end method

.method public insert(ILjava/lang/Object;)Ljava/lang/StringBuilder;
    .registers 4
    invoke-static {p2}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    invoke-virtual {p0, p1, v0}, Ljava/lang/StringBuilder;->insert(ILjava/lang/String;)Ljava/lang/StringBuilder;
    return-object p0
.end method

.method public subSequence(II)Ljava/lang/CharSequence;
    .registers 4
    invoke-virtual {p0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-virtual {v0, p1, p2}, Ljava/lang/String;->substring(II)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public append(Ljava/lang/StringBuffer;)Ljava/lang/StringBuilder;
    .registers 3
    invoke-static {p1}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    invoke-virtual {p0, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    return-object p0
.end method
